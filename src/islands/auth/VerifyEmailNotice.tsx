import { type SubmitEvent, useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { messages, useMessages } from '../../stores/locale.ts';
import { SubmitButton } from '../shared/FormFields.tsx';
import { useHydrated } from '../shared/useHydrated.ts';
import { OfflineNotice, useSubmit } from '../shared/useSubmit.tsx';
import { pathParams } from './path-params.ts';
import { withNext } from './return-query.ts';
import './auth.css';

export const RESENT_MESSAGE = 'A verification link has been resent.';

const text = messages('auth/verify', {
  resent: RESENT_MESSAGE,
  sentTo: 'We have sent a verification link to',
  openIt: 'Open it to verify your e-mail address, then sign in. The link works for 48 hours.',
  nothing: 'Nothing arrived? Check your spam folder, or send a new link.',
  resend: 'Resend email',
  toLogin: 'Go to login',
});

/** docs/product/screens.md Verify e-mail: the address comes from the path; Resend asks for a new link. */
export default function VerifyEmailNotice() {
  const t = useMessages(text);
  const hydrated = useHydrated();
  const [email] = useState(() => pathParams(1)[0] ?? '');
  // docs/product/errors.md: a refusal is toasted.
  const submission = useSubmit({ success: t.resent, toastFieldErrors: true });

  function resend(event: SubmitEvent) {
    event.preventDefault();
    void submission.send(
      () => apiPost('auth/resend-email-verification', { email }),
      () => undefined,
    );
  }

  return (
    <form ref={submission.ref} className="auth-form" onSubmit={resend}>
      <p>
        {t.sentTo} <strong>{email}</strong>. {t.openIt}
      </p>
      <p className="auth-status">{t.nothing}</p>
      <OfflineNotice submission={submission} />
      {/* Before hydration the browser would submit the form itself. */}
      <SubmitButton pending={submission.pending} disabled={!hydrated}>
        {t.resend}
      </SubmitButton>
      <p className="auth-switch">
        <a href={withNext('/login')}>{t.toLogin}</a>
      </p>
    </form>
  );
}
