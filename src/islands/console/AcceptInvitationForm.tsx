import { type SubmitEvent, useState } from 'react';
import { reportFailure } from '../../lib/api/report.ts';
import { staffPost } from '../../lib/api/staff.ts';
import { goTo } from '../../lib/navigation.ts';
import { confirmationError, passwordRuleError } from '../../shared/password-rules.ts';
import { signInStaff } from '../../stores/staff-session.ts';
import { pathParams } from '../auth/server-errors.ts';
import { SubmitButton } from '../shared/FormFields.tsx';
import PasswordInput from '../shared/PasswordInput.tsx';
import { useHydrated } from '../shared/useHydrated.ts';
import { afterSignInPath } from './console-routes.ts';
import '../auth/auth.css';

/**
 * /console/invite/{token}: the invited person chooses a password (the same rules as every
 * password), then is signed in to the console and asked to turn on two-step verification.
 */
export default function AcceptInvitationForm() {
  const hydrated = useHydrated();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const [pending, setPending] = useState(false);

  const ruleProblem = touched ? passwordRuleError(password) : undefined;
  const confirmProblem = touched && confirm ? confirmationError(password, confirm) : undefined;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setTouched(true);
    if (passwordRuleError(password) || confirmationError(password, confirm)) {
      document.getElementById(passwordRuleError(password) ? 'password' : 'confirmPassword')?.focus();
      return;
    }
    const [token = ''] = pathParams(1);
    setPending(true);
    setServerError(undefined);
    setGeneral(undefined);
    try {
      const { email } = await staffPost<{ email: string }>(`auth/accept-invite/${encodeURIComponent(token)}`, {
        password,
      });
      // The link is used up: keep it out of the history, then straight into the console.
      window.history.replaceState(null, '', '/console/invite/_');
      goTo(afterSignInPath(await signInStaff({ email, password })));
    } catch (error) {
      setPending(false);
      const failure = reportFailure(error, { showsFieldErrors: true });
      setServerError(failure.fieldErrors['password']);
      setGeneral(failure.generalMessage);
    }
  }

  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate>
      <fieldset className="auth-fieldset" disabled={!hydrated}>
        {general && (
          <p className="form-error" role="alert">
            {general}
          </p>
        )}
        <PasswordInput
          id="password"
          label="Choose a password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setTouched(true);
          }}
          error={ruleProblem ?? serverError}
        />
        <PasswordInput
          id="confirmPassword"
          label="Confirm the password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={confirmProblem}
        />
        <SubmitButton pending={pending}>Set password and sign in</SubmitButton>
      </fieldset>
    </form>
  );
}
