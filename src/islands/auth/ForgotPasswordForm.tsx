import { type SubmitEvent, useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { notifySuccess, reportFailure } from '../../lib/api/report.ts';
import { messages, params, useMessages } from '../../stores/locale.ts';
import { SubmitButton, TextField } from '../shared/FormFields.tsx';
import { useHydrated } from '../shared/useHydrated.ts';
import './auth.css';

/** SPEC §5: required and e-mail-shaped (the server checks it properly). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = messages('auth/forgot', {
  required: 'E-mail address is required',
  invalid: 'Enter a valid e-mail address, like name@company.com',
  sent: params('A password reset link has been sent to {address}'),
  email: 'E-mail address',
  reset: 'Reset Password',
  toLogin: 'Return to login',
});

function emailError(email: string): string | undefined {
  if (!email) return text.get().required;
  return EMAIL_SHAPE.test(email) ? undefined : text.get().invalid;
}

/** SPEC §2.4 Forgot password. The answer is the same whether or not the address has an account. */
export default function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const t = useMessages(text);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const address = email.trim();
    const problem = emailError(address);
    setError(problem);
    if (problem) {
      document.getElementById('email')?.focus();
      return;
    }
    setPending(true);
    try {
      await apiPost('auth/forgot-password', { email: address });
      notifySuccess(text.get().sent({ address }));
    } catch (failure) {
      reportFailure(failure);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate>
      <fieldset className="auth-fieldset" disabled={!hydrated}>
        <TextField
          id="email"
          label={t.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <SubmitButton pending={pending}>{t.reset}</SubmitButton>
        <p className="auth-switch">
          <a href="/login">{t.toLogin}</a>
        </p>
      </fieldset>
    </form>
  );
}
