import { type SubmitEvent, useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { notifySuccess, reportFailure } from '../../lib/api/report.ts';
import { goTo } from '../../lib/navigation.ts';
import { confirmationError, passwordRuleError } from '../../shared/password-rules.ts';
import { messages, useMessages } from '../../stores/locale.ts';
import { SubmitButton } from '../shared/FormFields.tsx';
import { usePasswordRuleText } from '../shared/password-text.ts';
import PasswordInput from '../shared/PasswordInput.tsx';
import { pathParams } from './server-errors.ts';
import { useHydrated } from '../shared/useHydrated.ts';
import './auth.css';

export const PASSWORD_CHANGED_MESSAGE = 'Your Password has been changed successfully.';
/** SPEC §9: redirect to /login about 5.8 s after the success toast. */
export const REDIRECT_AFTER_RESET_MS = 5800;

const text = messages('auth/reset', {
  changed: PASSWORD_CHANGED_MESSAGE,
  takingYou: 'Taking you to',
  login: 'login',
  newPassword: 'New password',
  confirm: 'Confirm new password',
  change: 'Change Password',
  toLogin: 'Return to login',
});

/**
 * SPEC §2.4 Set New Password: live checks in SPEC §5 order; a mismatched confirmation is
 * shown (on key-up and at submit) but does not stop the submit, as the spec says.
 */
export default function ResetPasswordForm() {
  const hydrated = useHydrated();
  const t = useMessages(text);
  const ruleText = usePasswordRuleText();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirmProblem, setConfirmProblem] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const ruleProblem = touched ? passwordRuleError(password) : undefined;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setTouched(true);
    setConfirmProblem(confirmationError(password, confirm));
    if (passwordRuleError(password)) {
      document.getElementById('password')?.focus();
      return;
    }
    const [resetToken = ''] = pathParams(1);
    setPending(true);
    setServerError(undefined);
    try {
      await apiPost(`auth/reset-password/${encodeURIComponent(resetToken)}`, { password: password.trim() });
      setDone(true);
      notifySuccess(text.get().changed);
      window.setTimeout(() => goTo('/login'), REDIRECT_AFTER_RESET_MS);
    } catch (error) {
      setPending(false);
      setServerError(reportFailure(error, { showsFieldErrors: true }).fieldErrors['password']);
    }
  }

  if (done) {
    return (
      <p className="auth-notice" role="status">
        {t.changed} {t.takingYou} <a href="/login">{t.login}</a>...
      </p>
    );
  }

  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate>
      <fieldset className="auth-fieldset" disabled={!hydrated}>
        <PasswordInput
          id="password"
          label={t.newPassword}
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setTouched(true);
          }}
          error={ruleText(ruleProblem) ?? serverError}
        />
        <PasswordInput
          id="confirmPassword"
          label={t.confirm}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          onKeyUp={() => setConfirmProblem(confirmationError(password, confirm))}
          error={ruleText(confirmProblem)}
        />
        <SubmitButton pending={pending}>{t.change}</SubmitButton>
        <p className="auth-switch">
          <a href="/login">{t.toLogin}</a>
        </p>
      </fieldset>
    </form>
  );
}
