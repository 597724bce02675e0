import { useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { notifySuccess, reportFailure } from '../../lib/api/report.ts';
import { messages, useMessages } from '../../stores/locale.ts';
import { pathParams } from './server-errors.ts';
import './auth.css';
import '../shared/fields.css';

export const RESENT_MESSAGE = 'A verification link has been resent.';

const text = messages('auth/verify', {
  resent: RESENT_MESSAGE,
  sentTo: 'We have sent a verification link to',
  openIt: 'Open it to verify your e-mail address, then sign in. The link works for 48 hours.',
  nothing: 'Nothing arrived? Check your spam folder, or send a new link.',
  sending: 'Sending...',
  resend: 'Resend email',
  toLogin: 'Go to login',
});

/** SPEC §2.4 Verify e-mail: the address comes from the path; Resend asks for a new link. */
export default function VerifyEmailNotice() {
  const t = useMessages(text);
  const [email] = useState(() => pathParams(1)[0] ?? '');
  const [pending, setPending] = useState(false);

  async function resend() {
    setPending(true);
    try {
      await apiPost('auth/resend-email-verification', { email });
      notifySuccess(text.get().resent);
    } catch (error) {
      reportFailure(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="auth-form">
      <p>
        {t.sentTo} <strong>{email}</strong>. {t.openIt}
      </p>
      <p className="auth-status">{t.nothing}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={resend}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? (
          <>
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t.sending}</span>
          </>
        ) : (
          t.resend
        )}
      </button>
      <p className="auth-switch">
        <a href="/login">{t.toLogin}</a>
      </p>
    </div>
  );
}
