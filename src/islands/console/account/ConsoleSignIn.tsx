import { useEffect, useState } from 'react';
import { forgotPasswordPath } from '../../../shared/auth/sign-in-paths.ts';
import { errorText } from '../../../shared/i18n/errors.ts';
import { goTo } from '../../../lib/navigation.ts';
import { loadStaffSession, signInStaff } from '../../../stores/staff-session.ts';
import AuthForm, { AuthSubmit } from '../../auth/AuthForm.tsx';
import EmailField from '../../auth/EmailField.tsx';
import { TextField } from '../../shared/FormFields.tsx';
import PasswordInput from '../../shared/PasswordInput.tsx';
import { useFields } from '../../shared/useFields.ts';
import { GeneralError, useSubmit } from '../../shared/useSubmit.tsx';
import { afterSignInPath } from '../shared/console-routes.ts';
import '../shared/console.css';

const FIELDS = ['email', 'password', 'code'];

/**
 * The console's sign-in (`/console`): e-mail and password, then, for an account with TOTP,
 * a second step asking for the authenticator code or a recovery code. Errors behave as on the
 * buyer forms: under the field they concern, else on the form.
 */
export default function ConsoleSignIn() {
  const [askCode, setAskCode] = useState(false);
  const submission = useSubmit({ fields: FIELDS, showsGeneral: true });
  const { values, setValues, field } = useFields({ email: '', password: '', code: '' }, submission, {
    namesAsIds: true,
  });
  const { email, password, code } = values;

  // Already signed in to the console: straight to work.
  useEffect(() => {
    void loadStaffSession().then((state) => {
      if (state.status === 'signed-in') goTo(afterSignInPath(state.member));
    });
  }, []);

  useEffect(() => {
    if (askCode) submission.ref.current?.querySelector<HTMLInputElement>('[name="code"]')?.focus();
  }, [askCode, submission.ref]);

  function submit() {
    void submission.send(
      () => signInStaff({ email, password, ...(askCode ? { code } : {}) }),
      (member) => goTo(afterSignInPath(member)),
      (failure) => {
        // The password was right; the account has TOTP. Ask for the code, without an error yet.
        const asksForCode = Boolean(failure.fieldErrors['code']) && !askCode;
        if (asksForCode) setAskCode(true);
        return asksForCode;
      },
    );
  }

  function startOver() {
    setAskCode(false);
    setValues((current) => ({ ...current, password: '', code: '' }));
    submission.reset();
  }

  const codeField = field('code');
  const codeError = codeField.error === errorText('totp_required') ? 'Enter the code to continue.' : codeField.error;

  return (
    <AuthForm submission={submission} onSubmit={submit}>
      <GeneralError submission={submission} />
      {askCode ? (
        <>
          <p className="auth-status" role="status">
            Two-step verification is on for {email.trim()}. Open your authenticator app and enter the 6-digit code it
            shows, or one of your recovery codes.
          </p>
          <TextField
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="text"
            spellCheck={false}
            {...codeField}
            error={codeError}
            hint="6 digits, or a recovery code like ABCDE-FGHJK"
          />
          <AuthSubmit submission={submission}>Verify and sign in</AuthSubmit>
          <p className="auth-switch">
            <button type="button" className="link-button" onClick={startOver}>
              Use another account
            </button>
          </p>
        </>
      ) : (
        <>
          <EmailField label="E-mail address" autoComplete="username" {...field('email')} />
          <PasswordInput label="Password" autoComplete="current-password" {...field('password')} />
          <AuthSubmit submission={submission}>Sign in</AuthSubmit>
          <p className="auth-switch">
            <a href={forgotPasswordPath('agent')}>Forgot your password?</a>
          </p>
        </>
      )}
    </AuthForm>
  );
}
