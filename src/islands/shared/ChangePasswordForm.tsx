import type { SubmitEvent } from 'react';
import { PASSWORD_CHANGED_TOAST } from '../../shared/chat/marketplace-messages.ts';
import { messages, useMessages } from '../../stores/locale.ts';
import { SubmitButton } from './FormFields.tsx';
import PasswordInput from './PasswordInput.tsx';
import { useFields } from './useFields.ts';
import { SubmitAlerts, useSubmit } from './useSubmit.tsx';

export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
}

const EMPTY: PasswordChangeValues = { oldPassword: '', newPassword: '' };

/** Its texts; the modal around it in the buyer's settings takes its title from here. */
export const changePasswordText = messages('shared/change-password', {
  changed: PASSWORD_CHANGED_TOAST,
  title: 'Change Password',
  current: 'Current password',
  newPassword: 'New password',
  hint: 'At least 8 characters, with an uppercase and a lowercase letter, a digit and one of # ? ! @ $ % ^ & * -',
});

/**
 * Current password, then the new one (docs/product/limits.md): errors under the matching inputs, and the
 * first one as a toast too. `send` makes the call of the buyer's settings or of the
 * console; after the success toast the fields are emptied and `onChanged` runs.
 */
export default function ChangePasswordForm({
  send,
  onChanged,
}: {
  send: (values: PasswordChangeValues) => Promise<unknown>;
  onChanged?: () => void;
}) {
  const t = useMessages(changePasswordText);
  const submission = useSubmit({ success: t.changed, toastFieldErrors: true });
  const { values, setValues, field } = useFields(EMPTY, submission, { namesAsIds: true });

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    await submission.send(
      () => send(values),
      () => {
        setValues(EMPTY);
        onChanged?.();
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
