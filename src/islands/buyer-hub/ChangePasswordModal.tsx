import type { SubmitEvent } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { PASSWORD_CHANGED_TOAST } from '../../shared/marketplace-messages.ts';
import { messages, useMessages } from '../../stores/locale.ts';
import { SubmitButton } from '../shared/FormFields.tsx';
import Modal from '../shared/Modal.tsx';
import PasswordInput from '../shared/PasswordInput.tsx';
import { useFields } from '../shared/useFields.ts';
import { SubmitAlerts, useSubmit } from '../shared/useSubmit.tsx';

/** SPEC §9: other reloads wait 5.5 to 6.8 s, long enough to read the toast. */
const RELOAD_AFTER_MS = 5500;

const text = messages('hub/change-password', {
  changed: PASSWORD_CHANGED_TOAST,
  title: 'Change Password',
  current: 'Current password',
  newPassword: 'New password',
  hint: 'At least 8 characters, with an uppercase and a lowercase letter, a digit and one of # ? ! @ $ % ^ & * -',
});

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const t = useMessages(text);
  // SPEC §5: errors under the matching inputs, and the first one as a toast too.
  const submission = useSubmit({ success: t.changed, toastFieldErrors: true });
  const { values, field } = useFields({ oldPassword: '', newPassword: '' }, submission, { namesAsIds: true });

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    await submission.send(
      () => apiPost('buyer-hub/password', values),
      () => {
        onDone();
        // Other devices were signed out; reloading shows this one still signed in.
        window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
      },
    );
  }

  return (
    <form ref={submission.ref} onSubmit={submit} noValidate aria-label={t.title}>
      <PasswordInput label={t.current} autoComplete="current-password" {...field('oldPassword')} />
      <PasswordInput label={t.newPassword} autoComplete="new-password" {...field('newPassword')} hint={t.hint} />
      <SubmitAlerts submission={submission} />
      <div className="form-actions">
        <SubmitButton pending={submission.pending}>{t.title}</SubmitButton>
      </div>
    </form>
  );
}

export default function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(text);
  return (
    <Modal open={open} onClose={onClose} title={t.title} size="sm">
      <ChangePasswordForm onDone={onClose} />
    </Modal>
  );
}
