import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { apiGet, apiPost } from '../../../lib/api/http.ts';
import type { ContactFormToken } from '../../../shared/contact/contact.contract.ts';
import { CONTACT_HONEYPOT } from '../../../shared/contact/contact.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { SelectField, type SelectOption, SubmitButton, TextAreaField, TextField } from '../../shared/FormFields.tsx';
import PhoneField from '../../shared/PhoneField.tsx';
import { useFields } from '../../shared/useFields.ts';
import { useHydrated } from '../../shared/useHydrated.ts';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import './contact-form.css';

/** The words of the form, from content/pages/contact.md (content/fr/pages/contact.md in French). */
export interface ContactFormWords {
  heading: string;
  name: string;
  company: string;
  country: string;
  phone: string;
  email: string;
  interest: string;
  choose: string;
  message: string;
  trap: string;
  send: string;
  sentHeading: string;
  sent: string;
}

interface Props {
  locale: Locale;
  words: ContactFormWords;
  countries: readonly SelectOption[];
  interests: readonly SelectOption[];
}

const FIELDS = ['name', 'company', 'country', 'phone', 'email', 'interest', 'message'] as const;

/**
 * The contact form (docs/product/site.md, Contact): drawn in the page's HTML, sent by this
 * island. It asks for its token when it starts (the server refuses a form sent within seconds
 * of it), and keeps a field people never see, which only robots fill in.
 */
export default function ContactForm({ locale, words, countries, interests }: Props) {
  const hydrated = useHydrated();
  const submission = useSubmit({ fields: FIELDS });
  const { values, setValues, field } = useFields(
    { name: '', company: '', country: '', phone: '', email: '', interest: '', message: '', [CONTACT_HONEYPOT]: '' },
    submission,
  );
  const token = useRef<Promise<string> | null>(null);
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);

  const freshToken = () =>
    (token.current = apiGet<ContactFormToken>('contact/form-token').then((answer) => answer.token));
  useEffect(() => {
    freshToken().catch(() => (token.current = null));
  }, []);
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submission.send(
      async () =>
        apiPost('contact', {
          ...values,
          language: locale,
          token: await (token.current ?? freshToken()),
        }),
      () => setSent(true),
      // A refused form (too soon, or too old) gets a new token for the next try.
      () => void freshToken().catch(() => (token.current = null)),
    );
  }

  if (sent) {
    return (
      <div className="contact-sent" role="status">
        <h2 ref={thanks} tabIndex={-1}>
          {words.sentHeading}
        </h2>
        <p>{words.sent}</p>
      </div>
    );
  }

  return (
    <form
      ref={submission.ref}
      className="contact-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{words.heading}</h2>
      <div className="contact-grid">
        <TextField label={words.name} required autoComplete="name" maxLength={120} {...field('name')} />
        <TextField label={words.company} required autoComplete="organization" maxLength={160} {...field('company')} />
        <SelectField
          label={words.country}
          required
          autoComplete="country"
          options={countries}
          placeholder={words.choose}
          {...field('country')}
        />
        <PhoneField
          id={field('phone').id}
          label={words.phone}
          required
          value={values.phone}
          onChange={(phone) => {
            setValues((current) => ({ ...current, phone }));
            submission.clearError('phone');
          }}
          error={submission.errors['phone']}
        />
        <TextField label={words.email} required type="email" autoComplete="email" maxLength={254} {...field('email')} />
        <SelectField
          label={words.interest}
          required
          options={interests}
          placeholder={words.choose}
          {...field('interest')}
        />
      </div>
      <TextAreaField label={words.message} required rows={6} maxLength={4000} {...field('message')} />
      {/* Off screen and out of the tab order: people never fill it in, form-filling robots do. */}
      <div className="contact-trap" aria-hidden="true">
        <TextField label={words.trap} tabIndex={-1} autoComplete="off" {...field(CONTACT_HONEYPOT)} />
      </div>
      <SubmitAlerts submission={submission} showGeneral />
      <SubmitButton pending={submission.pending} disabled={!hydrated}>
        {words.send}
      </SubmitButton>
    </form>
  );
}
