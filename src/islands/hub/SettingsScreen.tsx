import { type SubmitEvent, useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { LANGUAGE_NAMES } from '../../lib/i18n/site-text.ts';
import { readJoinedAt } from '../../lib/session-storage.ts';
import type { CurrentUser } from '../../shared/common/api-types.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/i18n/locales.ts';
import { PROFILE_UPDATED_TOAST } from '../../shared/chat/marketplace-messages.ts';
import { checkProfile } from '../../shared/auth/profile.ts';
import { updateUser } from '../../stores/session.ts';
import { SelectField, SubmitButton, TextField } from '../shared/FormFields.tsx';
import PhoneField from '../shared/PhoneField.tsx';
import { useCountryOptions } from '../shared/trade-options.ts';
import { DraftNotice, useDraft } from '../shared/useDraft.tsx';
import { SubmitAlerts, useSubmit } from '../shared/useSubmit.tsx';
import { chooseLocale } from '../../stores/language-choice.ts';
import { messages, params, useFormat, useMessages, useReasonText } from '../../stores/locale.ts';
import ChangePasswordModal from './ChangePasswordModal.tsx';
import AlertsSettings from './AlertsSettings.tsx';
import NotificationSettings from './NotificationSettings.tsx';

const text = messages('hub/settings', {
  updated: PROFILE_UPDATED_TOAST,
  profile: 'My Profile',
  joined: params('Joined Since {date}'),
  edit: 'Edit',
  changePassword: 'Change Password',
  form: 'My profile',
  fullName: 'Full name',
  email: 'Email address',
  phone: 'Phone number',
  country: 'Country',
  selectCountry: 'Select your country',
  language: 'Language',
  languageHint: 'Our e-mails to you are written in this language.',
  cancel: 'Cancel',
  save: 'Save Changes',
});
import SignedIn from './SignedIn.tsx';
import './buyer-hub.css';
import { FIELD_LIMITS } from '../../shared/common/field-limits.ts';

interface ProfileValues {
  fullName: string;
  country: string;
  phoneNumber: string;
  language: Locale;
}

/** Each language named in itself, so a reader finds their own whatever the page's language. */
const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

const valuesOf = (user: CurrentUser): ProfileValues => ({
  fullName: user.fullName,
  country: user.country ?? '',
  phoneNumber: user.phoneNumber ?? '',
  // A user kept in storage by an older version of the site has no language yet.
  language: (user.language as Locale | undefined) ?? DEFAULT_LOCALE,
});

function Settings({ user }: { user: CurrentUser }) {
  const t = useMessages(text);
  const countries = useCountryOptions();
  const format = useFormat();
  const reasonText = useReasonText();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(() => valuesOf(user));
  const submission = useSubmit({ success: t.updated });
  const { errors } = submission;
  const [passwordOpen, setPasswordOpen] = useState(false);
  // An unsaved edit comes back after a reload, with the form open for editing.
  const draft = useDraft('profile', values, (saved) => {
    setValues((current) => ({ ...current, ...saved }));
    setEditing(true);
  });
  /** What an editable field of the profile takes: its id, value, change handler and error; locked until Edit. */
  const editable = (name: 'fullName' | 'country' | 'language') => ({
    id: name,
    value: values[name],
    // The language select offers locales only.
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value } as ProfileValues),
    disabled: !editing,
    error: errors[name],
  });
  // docs/product/screens.md: 'Joined Since' reads the stored joinedAt value.
  const joinedAt = readJoinedAt() || user.createdAt;

  function cancel() {
    draft.discard();
    submission.reset();
    setEditing(false);
  }

  async function save(event: SubmitEvent) {
    event.preventDefault();
    if (!editing) return;
    const checked = checkProfile(values);
    if (!checked.ok) {
      return submission.reject(checked.refusals.map(({ reason, field }) => ({ field, message: reasonText(reason) })));
    }
    await submission.send(
      () => apiPost<CurrentUser>('buyer-hub/profile', values),
      (saved) => {
        draft.clear();
        updateUser(saved);
        // The site and its error messages follow the language the buyer just chose.
        void chooseLocale(saved.language);
        setValues(valuesOf(saved));
        setEditing(false);
      },
    );
  }

  return (
    <div className="hub-screen">
      <section className="card" aria-labelledby="profile-title">
        <div className="profile-head">
          <div>
            <h2 id="profile-title">{t.profile}</h2>
            <p>{t.joined({ date: format.date(joinedAt) })}</p>
          </div>
          <div className="profile-actions">
            {!editing && (
              <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
                {t.edit}
              </button>
            )}
            <button type="button" className="btn btn-outline" onClick={() => setPasswordOpen(true)}>
              {t.changePassword}
            </button>
          </div>
        </div>
        <form ref={submission.ref} onSubmit={save} noValidate aria-label={t.form}>
          <DraftNotice draft={draft} />
          <div className="form-row">
            <TextField
              {...editable('fullName')}
              label={t.fullName}
              required={editing}
              autoComplete="name"
              maxLength={FIELD_LIMITS.fullName}
            />
            <TextField id="email" label={t.email} type="email" value={user.email} disabled readOnly />
          </div>
          <div className="form-row">
            <PhoneField
              id="phoneNumber"
              label={t.phone}
              value={values.phoneNumber}
              onChange={(phoneNumber) => setValues((current) => ({ ...current, phoneNumber }))}
              disabled={!editing}
              required={editing}
              error={errors['phoneNumber']}
            />
            <SelectField
              {...editable('country')}
              label={t.country}
              placeholder={t.selectCountry}
              options={countries}
              required={editing}
              autoComplete="country"
            />
          </div>
          <div className="form-row">
            <SelectField
              {...editable('language')}
              label={t.language}
              hint={t.languageHint}
              options={LANGUAGE_OPTIONS}
            />
          </div>
          <SubmitAlerts submission={submission} />
          {editing && (
            <div className="form-actions">
              <button type="button" className="btn btn-outline" onClick={cancel}>
                {t.cancel}
              </button>
              <SubmitButton pending={submission.pending}>{t.save}</SubmitButton>
            </div>
          )}
        </form>
      </section>
      <NotificationSettings />
      <AlertsSettings />
      <ChangePasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </div>
  );
}

/** /settings: profile, password, notifications, price alerts and saved searches. */
export default function SettingsScreen() {
  return <SignedIn>{(user) => <Settings user={user} />}</SignedIn>;
}
