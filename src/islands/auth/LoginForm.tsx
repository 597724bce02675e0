import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { notifySuccess, reportFailure } from '../../lib/api/report.ts';
import { goTo, returnPath } from '../../lib/navigation.ts';
import { messages, useMessages } from '../../stores/locale.ts';
import { signIn } from '../../stores/session.ts';
import { focusFirstError, SubmitButton, TextField } from '../shared/FormFields.tsx';
import PasswordInput from '../shared/PasswordInput.tsx';
import { formErrors, pathParams } from './server-errors.ts';
import { useHydrated } from '../shared/useHydrated.ts';
import './auth.css';

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

/** The verification link's parameters when opened as /login/{buyerId}/{token}. */
function verificationFromPath(): { buyerId: string; token: string } | undefined {
  if (!/^\/login\/[^/]+\/[^/]+\/?$/.test(window.location.pathname)) return undefined;
  const [buyerId = '', token = ''] = pathParams(2);
  return buyerId && token && buyerId !== '_' ? { buyerId, token } : undefined;
}

/**
 * SPEC §2.4 Login "Welcome back". Opened from the verification mail it verifies first, then
 * drops the token from the address bar so it stays out of history.
 */
export default function LoginForm() {
  const hydrated = useHydrated();
  const t = useMessages(text);
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string>();
  const [unverified, setUnverified] = useState(false);
  const [pending, setPending] = useState(false);
  const [verifying, setVerifying] = useState(false);

  useEffect(() => {
    const link = verificationFromPath();
    if (!link) return;
    setVerifying(true);
    apiPost('auth/verify-email', link)
      .then(() => notifySuccess(text.get().verified))
      .catch((error: unknown) => reportFailure(error))
      .finally(() => {
        setVerifying(false);
        window.history.replaceState(null, '', `/login${window.location.search}`);
      });
  }, []);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setGeneral(undefined);
    setUnverified(false);
    try {
      await signIn({ email, password });
      goTo(returnPath('/buy-commodities'));
    } catch (error) {
      const failure = formErrors(error);
      setPending(false);
      if (!failure) return;
      setErrors(failure.fields);
      setGeneral(failure.general);
      // 403: right password, address not verified yet; offer a new link.
      setUnverified(failure.status === 403);
      focusFirstError(
        form.current,
        ['email', 'password'].filter((field) => failure.fields[field]),
      );
    }
  }

  return (
    <form ref={form} className="auth-form" method="post" onSubmit={submit} noValidate>
      <fieldset className="auth-fieldset" disabled={!hydrated}>
        {verifying && (
          <p className="auth-status" role="status">
            {t.verifying}
          </p>
        )}
        {general && (
          <p className="form-error" role="alert">
            {general}
            {unverified && (
              <>
                {' '}
                <a href={`/verify-email/${encodeURIComponent(email.trim())}`}>{t.newLink}</a>
              </>
            )}
          </p>
        )}
        <TextField
          id="email"
          label={t.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors['email']}
        />
        <PasswordInput
          id="password"
          label={t.password}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors['password']}
        />
        <div className="auth-options">
          {/* SPEC §2.4: present, without behaviour; sessions already last 30 days. */}
          <label>
            <input type="checkbox" name="remember" /> {t.remember}
          </label>
          <a href="/forgotpassword">{t.forgot}</a>
        </div>
        <SubmitButton pending={pending}>{t.login}</SubmitButton>
        <p className="auth-switch">
          {t.newHere} <a href="/registration">{t.signup}</a>
        </p>
      </fieldset>
    </form>
  );
}
