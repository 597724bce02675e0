import { useEffect, useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { notifySuccess, reportFailure } from '../../lib/api/report.ts';
import { goTo, returnPath } from '../../lib/navigation.ts';
import { messages, useMessages } from '../../stores/locale.ts';
import { signIn } from '../../stores/session.ts';
import { useFields } from '../shared/useFields.ts';
import PasswordInput from '../shared/PasswordInput.tsx';
import { GeneralError, useSubmit } from '../shared/useSubmit.tsx';
import AuthForm, { AuthSubmit } from './AuthForm.tsx';
import EmailField from './EmailField.tsx';
import { pathParams } from './path-params.ts';
import { withNext } from './return-query.ts';

export const VERIFIED_MESSAGE = 'Your email has been successfully verified';

const text = messages('auth/login', {
  verified: VERIFIED_MESSAGE,
  verifying: 'Verifying your e-mail address...',
  newLink: 'Send a new verification link',
  email: 'E-mail address',
  password: 'Password',
  remember: 'Remember me',
  forgot: 'Forgot Password?',
  login: 'Login',
  newHere: 'New here?',
  signup: 'Signup',
});

const FIELDS = ['email', 'password'];

/** The verification link's parameters when opened as /login/{buyerId}/{token}. */
function verificationFromPath(): { buyerId: string; token: string } | undefined {
  if (!/^\/login\/[^/]+\/[^/]+\/?$/.test(window.location.pathname)) return undefined;
  const [buyerId = '', token = ''] = pathParams(2);
  return buyerId && token && buyerId !== '_' ? { buyerId, token } : undefined;
}

/**
 * docs/product/screens.md Login "Welcome back". Opened from the verification mail it verifies first, then
 * drops the token from the address bar so it stays out of history.
 */
export default function LoginForm() {
  const t = useMessages(text);
  const [unverified, setUnverified] = useState(false);
  const [verifying, setVerifying] = useState(false);
  // docs/product/errors.md: errors under their fields, the general one on the form.
  const submission = useSubmit({ fields: FIELDS, showsGeneral: true });
  const { values, setValues, field } = useFields({ email: '', password: '' }, submission, { namesAsIds: true });

  useEffect(() => {
    const link = verificationFromPath();
    if (!link) return;
    setVerifying(true);
    apiPost<{ email: string }>('auth/verify-email', link)
      .then(({ email }) => {
        notifySuccess(text.get().verified);
        // The buyer has just proved this address: only the password is left to type.
        setValues((current) => (current.email ? current : { ...current, email }));
      })
      .catch((error: unknown) => reportFailure(error))
      .finally(() => {
        setVerifying(false);
        window.history.replaceState(null, '', `/login${window.location.search}`);
      });
  }, []);

  function submit() {
    setUnverified(false);
    void submission.send(
      () => signIn(values),
      () => goTo(returnPath('/buy-commodities')),
      // 403: right password, address not verified yet; offer a new link.
      (failure) => void setUnverified(failure.status === 403),
    );
  }

  return (
    <AuthForm submission={submission} onSubmit={submit}>
      {verifying && (
        <p className="auth-status" role="status">
          {t.verifying}
        </p>
      )}
      <GeneralError submission={submission}>
        {unverified && (
          <>
            {' '}
            <a href={`/verify-email/${encodeURIComponent(values.email.trim())}`}>{t.newLink}</a>
          </>
        )}
      </GeneralError>
      <EmailField label={t.email} {...field('email')} />
      <PasswordInput label={t.password} autoComplete="current-password" {...field('password')} />
      <div className="auth-options">
        {/* docs/product/screens.md: present, without behaviour; sessions already last 30 days. */}
        <label>
          <input type="checkbox" name="remember" /> {t.remember}
        </label>
        <a href="/forgotpassword">{t.forgot}</a>
      </div>
      <AuthSubmit submission={submission}>{t.login}</AuthSubmit>
      <p className="auth-switch">
        {t.newHere} <a href={withNext('/registration')}>{t.signup}</a>
      </p>
    </AuthForm>
  );
}
