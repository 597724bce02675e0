import { useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { goTo } from '../../lib/navigation.ts';
import { $locale, messages, useMessages } from '../../stores/locale.ts';
import { SubmitButton, TextField } from '../shared/FormFields.tsx';
import PasswordInput from '../shared/PasswordInput.tsx';
import PhoneField from '../shared/PhoneField.tsx';
import { GeneralError, OfflineNotice, useSubmit } from '../shared/useSubmit.tsx';
import AuthForm from './AuthForm.tsx';
import EmailField from './EmailField.tsx';

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
  const t = useMessages(text);
  const [values, setValues] = useState({ fullName: '', email: '', phoneNumber: '', password: '' });
  // SPEC §8: errors under their fields, the general one on the form.
  const submission = useSubmit({ fields: FIELDS, showsGeneral: true });
  const { errors } = submission;

  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function submit() {
    // The account reads the language the form was filled in, said outright rather than left
    // to the cookie or the browser's Accept-Language.
    const body = { ...values, language: $locale.get() };
    void submission.send(
      () => apiPost<{ email: string }>('auth/register-buyer', body),
      ({ email }) => goTo(`/verify-email/${encodeURIComponent(email)}`),
    );
  }

  return (
    <AuthForm submission={submission} onSubmit={submit}>
      <GeneralError submission={submission} />
      <TextField
        id="fullName"
        label={t.fullName}
        autoComplete="name"
        value={values.fullName}
        onChange={(e) => set('fullName')(e.target.value)}
        error={errors['fullName']}
      />
      <EmailField label={t.email} value={values.email} onChange={set('email')} error={errors['email']} />
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
      <OfflineNotice submission={submission} />
      <div className="auth-actions">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => (window.history.length > 1 ? window.history.back() : goTo('/'))}
        >
          {t.back}
        </button>
        <SubmitButton pending={submission.pending}>{t.create}</SubmitButton>
      </div>
      <p className="auth-switch">
        {t.haveAccount} <a href="/login">{t.login}</a>
      </p>
    </AuthForm>
  );
}
