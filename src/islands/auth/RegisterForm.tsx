import { useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { goTo } from '../../lib/navigation.ts';
import { $locale, messages, useMessages } from '../../stores/locale.ts';
import { SubmitButton, TextField } from '../shared/FormFields.tsx';
import PasswordInput from '../shared/PasswordInput.tsx';
import PhoneField from '../shared/PhoneField.tsx';
import { useFields } from '../shared/useFields.ts';
import { GeneralError, OfflineNotice, useSubmit } from '../shared/useSubmit.tsx';
import AuthForm from './AuthForm.tsx';
import EmailField from './EmailField.tsx';
import PasswordChecklist from './PasswordChecklist.tsx';
import { withNext } from './return-query.ts';

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

/**
 * docs/product/screens.md Register: the server's field errors appear under each field; the password
 * rules are listed up front (issue 41). A `?next=` page survives sign-up: it rides in the
 * verification link and on to sign-in.
 */
export default function RegisterForm() {
  const t = useMessages(text);
  // docs/product/errors.md: errors under their fields, the general one on the form.
  const submission = useSubmit({ fields: FIELDS, showsGeneral: true });
  const { values, setValues, field } = useFields(
    { fullName: '', email: '', phoneNumber: '', password: '' },
    submission,
    { namesAsIds: true },
  );

  // Once the buyer has tried to send, the rules still unmet turn red.
  const [tried, setTried] = useState(false);

  function submit() {
    setTried(true);
    // The account reads the language the form was filled in, said outright rather than left
    // to the cookie or the browser's Accept-Language.
    const next = new URLSearchParams(window.location.search).get('next') ?? undefined;
    const body = { ...values, language: $locale.get(), ...(next ? { next } : {}) };
    void submission.send(
      () => apiPost<{ email: string }>('auth/register-buyer', body),
      ({ email }) => goTo(withNext(`/verify-email/${encodeURIComponent(email)}`)),
    );
  }

  return (
    <AuthForm submission={submission} onSubmit={submit}>
      <GeneralError submission={submission} />
      <TextField label={t.fullName} autoComplete="name" {...field('fullName')} />
      <EmailField label={t.email} {...field('email')} />
      <PhoneField
        id="phoneNumber"
        label={t.phone}
        value={values.phoneNumber}
        onChange={(phoneNumber) => {
          setValues((current) => ({ ...current, phoneNumber }));
          submission.clearError('phoneNumber');
        }}
        error={submission.errors['phoneNumber']}
      />
      <PasswordInput
        label={t.password}
        autoComplete="new-password"
        aria-describedby={['password-rules', submission.errors['password'] ? 'password-error' : ''].join(' ').trim()}
        {...field('password')}
      />
      <PasswordChecklist id="password-rules" password={values.password} insist={tried} />
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
        {t.haveAccount} <a href={withNext('/login')}>{t.login}</a>
      </p>
    </AuthForm>
  );
}
