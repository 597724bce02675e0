import { apiPost } from '../../lib/api/http.ts';
import { notifySuccess } from '../../lib/api/report.ts';
import { messages, params, useMessages } from '../../stores/locale.ts';
import { useFields } from '../shared/useFields.ts';
import { useSubmit } from '../shared/useSubmit.tsx';
import AuthForm, { AuthSubmit } from './AuthForm.tsx';
import EmailField from './EmailField.tsx';
import { useSignInPath } from './useSignInPath.ts';

/** docs/product/validation.md: required and e-mail-shaped (the server checks it properly). */
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

/** docs/product/screens.md Forgot password. The answer is the same whether or not the address has an account. */
export default function ForgotPasswordForm() {
  const t = useMessages(text);
  // docs/product/errors.md: this form's errors are toasted.
  const submission = useSubmit({ toastFieldErrors: true });
  const { values, field } = useFields({ email: '' }, submission, { namesAsIds: true });
  const signIn = useSignInPath();

  function submit() {
    const address = values.email.trim();
    const problem = emailError(address);
    if (problem) {
      submission.reject([{ field: 'email', message: problem }]);
      return;
    }
    submission.clearError('email');
    void submission.send(
      () => apiPost('auth/forgot-password', { email: address }),
      () => void notifySuccess(text.get().sent({ address })),
    );
  }

  return (
    <AuthForm submission={submission} onSubmit={submit}>
      <EmailField label={t.email} required {...field('email')} />
      <AuthSubmit submission={submission}>{t.reset}</AuthSubmit>
      <p className="auth-switch">
        <a href={signIn}>{t.toLogin}</a>
      </p>
    </AuthForm>
  );
}
