import { type SubmitEvent, useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { notifySuccess, reportFailure } from '../../lib/api/report.ts';
import { SubmitButton, TextField } from '../shared/FormFields.tsx';
import { useHydrated } from '../shared/useHydrated.ts';
import './auth.css';

/** SPEC §5: required and e-mail-shaped (the server checks it properly). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string): string | undefined {
  if (!email) return 'E-mail address is required';
  return EMAIL_SHAPE.test(email) ? undefined : 'Enter a valid e-mail address, like name@company.com';
}

/** SPEC §2.4 Forgot password. The answer is the same whether or not the address has an account. */
export default function ForgotPasswordForm() {
  const hydrated = useHydrated();
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
      notifySuccess(`A password reset link has been sent to ${address}`);
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
          label="E-mail address"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <SubmitButton pending={pending}>Reset Password</SubmitButton>
        <p className="auth-switch">
          <a href="/login">Return to login</a>
        </p>
      </fieldset>
    </form>
  );
}
