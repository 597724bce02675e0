import { useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { notifySuccess, reportFailure } from '../../lib/api/report.ts';
import { pathParams } from './server-errors.ts';
import './auth.css';
import '../shared/fields.css';

export const RESENT_MESSAGE = 'A verification link has been resent.';

/** SPEC §2.4 Verify e-mail: the address comes from the path; Resend asks for a new link. */
export default function VerifyEmailNotice() {
  const [email] = useState(() => pathParams(1)[0] ?? '');
  const [pending, setPending] = useState(false);

  async function resend() {
    setPending(true);
    try {
      await apiPost('auth/resend-email-verification', { email });
      notifySuccess(RESENT_MESSAGE);
    } catch (error) {
      reportFailure(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="auth-form">
      <p>
        We have sent a verification link to <strong>{email}</strong>. Open it to verify your e-mail address, then sign
        in. The link works for 48 hours.
      </p>
      <p className="auth-status">Nothing arrived? Check your spam folder, or send a new link.</p>
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
            <span className="visually-hidden">Sending...</span>
          </>
        ) : (
          'Resend email'
        )}
      </button>
      <p className="auth-switch">
        <a href="/login">Go to login</a>
      </p>
    </div>
  );
}
