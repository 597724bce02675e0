import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { TOTP_REQUIRED_MESSAGE } from '../../shared/staff.ts';
import { goTo } from '../../lib/navigation.ts';
import { loadStaffSession, signInStaff } from '../../stores/staff-session.ts';
import { formErrors } from '../auth/server-errors.ts';
import { focusFirstError, SubmitButton, TextField } from '../shared/FormFields.tsx';
import PasswordInput from '../shared/PasswordInput.tsx';
import { useHydrated } from '../shared/useHydrated.ts';
import { afterSignInPath } from './console-routes.ts';
import '../auth/auth.css';
import './console.css';

/**
 * The console's sign-in (`/console`): e-mail and password, then, for an account with TOTP,
 * a second step asking for the authenticator code or a recovery code. Errors behave as on the
 * buyer forms: under the field they concern, else on the form.
 */
export default function ConsoleSignIn() {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string>();
  const [pending, setPending] = useState(false);

  // Already signed in to the console: straight to work.
  useEffect(() => {
    void loadStaffSession().then((state) => {
      if (state.status === 'signed-in') goTo(afterSignInPath(state.member));
    });
  }, []);

  useEffect(() => {
    if (askCode) form.current?.querySelector<HTMLInputElement>('[name="code"]')?.focus();
  }, [askCode]);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setGeneral(undefined);
    try {
      const member = await signInStaff({ email, password, ...(askCode ? { code } : {}) });
      goTo(afterSignInPath(member));
    } catch (error) {
      const failure = formErrors(error);
      setPending(false);
      if (!failure) return;
      const codeError = failure.fields['code'];
      if (codeError && !askCode) {
        // The password was right; the account has TOTP. Ask for the code, without an error yet.
        setAskCode(true);
        return;
      }
      if (codeError === TOTP_REQUIRED_MESSAGE) failure.fields['code'] = 'Enter the code to continue.';
      setErrors(failure.fields);
      setGeneral(failure.general);
      focusFirstError(
        form.current,
        ['email', 'password', 'code'].filter((field) => failure.fields[field]),
      );
    }
  }

  function startOver() {
    setAskCode(false);
    setCode('');
    setPassword('');
    setErrors({});
    setGeneral(undefined);
  }

  return (
    <form ref={form} className="auth-form" method="post" onSubmit={submit} noValidate>
      <fieldset className="auth-fieldset" disabled={!hydrated}>
        {general && (
          <p className="form-error" role="alert">
            {general}
          </p>
        )}
        {askCode ? (
          <>
            <p className="auth-status" role="status">
              Two-step verification is on for {email.trim()}. Open your authenticator app and enter the 6-digit code it
              shows, or one of your recovery codes.
            </p>
            <TextField
              id="code"
              label="Authentication code"
              autoComplete="one-time-code"
              inputMode="text"
              spellCheck={false}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={errors['code']}
              hint="6 digits, or a recovery code like ABCDE-FGHJK"
            />
            <SubmitButton pending={pending}>Verify and sign in</SubmitButton>
            <p className="auth-switch">
              <button type="button" className="link-button" onClick={startOver}>
                Use another account
              </button>
            </p>
          </>
        ) : (
          <>
            <TextField
              id="email"
              label="E-mail address"
              type="email"
              autoComplete="username"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={errors['email']}
            />
            <PasswordInput
              id="password"
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors['password']}
            />
            <SubmitButton pending={pending}>Sign in</SubmitButton>
          </>
        )}
      </fieldset>
    </form>
  );
}
