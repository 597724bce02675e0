import { type SubmitEvent, useRef, useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { goTo } from '../../lib/navigation.ts';
import { $locale, messages, useMessages } from '../../stores/locale.ts';
import { focusFirstError, SubmitButton, TextField } from '../shared/FormFields.tsx';
import PasswordInput from '../shared/PasswordInput.tsx';
import PhoneField from '../shared/PhoneField.tsx';
import { formErrors } from './server-errors.ts';
import { useHydrated } from '../shared/useHydrated.ts';
import './auth.css';

const FIELDS = ['fullName', 'email', 'phoneNumber', 'password'];

const text = messages('auth/register', {
  fullName: 'Full name',
  email: 'E-mail address',
  phone: 'Phone number',
  password: 'Password',
  back: 'Back',
  create: 'Create account',
  haveAccount: 'Already have an account?',
  login: 'Login',
});

/** SPEC §2.4 Register: no client rules; the server's field errors appear under each field. */
export default function RegisterForm() {
  const hydrated = useHydrated();
  const t = useMessages(text);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ fullName: '', email: '', phoneNumber: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string>();
  const [pending, setPending] = useState(false);

  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setGeneral(undefined);
    try {
      // The account reads the language the form was filled in, said outright rather than left
      // to the cookie or the browser's Accept-Language.
      const body = { ...values, language: $locale.get() };
      const { email } = await apiPost<{ email: string }>('auth/register-buyer', body);
      goTo(`/verify-email/${encodeURIComponent(email)}`);
    } catch (error) {
      const failure = formErrors(error);
      setPending(false);
      if (!failure) return;
      setErrors(failure.fields);
      setGeneral(failure.general);
      focusFirstError(
        form.current,
        FIELDS.filter((field) => failure.fields[field]),
      );
    }
  }

  return (
    <form ref={form} className="auth-form" method="post" onSubmit={submit} noValidate>
      <fieldset className="auth-fieldset" disabled={!hydrated}>
        {general && (
          <p className="form-error" role="alert">
            {general}
          </p>
        )}
        <TextField
          id="fullName"
          label={t.fullName}
          autoComplete="name"
          value={values.fullName}
          onChange={(e) => set('fullName')(e.target.value)}
          error={errors['fullName']}
        />
        <TextField
          id="email"
          label={t.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
          error={errors['email']}
        />
        <PhoneField
          id="phoneNumber"
          label={t.phone}
          value={values.phoneNumber}
          onChange={set('phoneNumber')}
          error={errors['phoneNumber']}
        />
        <PasswordInput
          id="password"
          label={t.password}
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password')(e.target.value)}
          error={errors['password']}
        />
        <div className="auth-actions">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => (window.history.length > 1 ? window.history.back() : goTo('/'))}
          >
            {t.back}
          </button>
          <SubmitButton pending={pending}>{t.create}</SubmitButton>
        </div>
        <p className="auth-switch">
          {t.haveAccount} <a href="/login">{t.login}</a>
        </p>
      </fieldset>
    </form>
  );
}
