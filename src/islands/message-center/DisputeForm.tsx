import { type SubmitEvent, useRef, useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { notifySuccess, reportFailure } from '../../lib/api/report.ts';
import { DISPUTE_NOTE, DISPUTE_SUBMITTED_TOAST, DISPUTE_TYPES, type Dispute } from '../../shared/dispute.ts';
import { focusFirstError, SelectField, SubmitButton, TextAreaField } from '../shared/FormFields.tsx';

const OPTIONS = DISPUTE_TYPES.map((type) => ({ value: type, label: type }));

/**
 * Raise a Dispute: Dispute Type and Dispute Details, checked by the server (SPEC §5 has no
 * client-side checks here); its field errors show under the fields.
 */
export default function DisputeForm({ onSubmitted }: { onSubmitted: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    setPending(true);
    setErrors({});
    try {
      await apiPost<Dispute>('dispute', { subject: data.get('subject'), complaint: data.get('complaint') });
      notifySuccess(DISPUTE_SUBMITTED_TOAST);
      onSubmitted();
    } catch (error) {
      const failure = reportFailure(error, { showsFieldErrors: true });
      setErrors(failure.fieldErrors);
      queueMicrotask(() => focusFirstError(form.current, Object.keys(failure.fieldErrors)));
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={form} onSubmit={onSubmit} noValidate>
      <SelectField
        id="subject"
        label="Dispute Type"
        options={OPTIONS}
        placeholder="Select the type of dispute"
        defaultValue=""
        error={errors['subject']}
      />
      <TextAreaField id="complaint" label="Dispute Details" rows={5} error={errors['complaint']} />
      <p className="dispute-note">{DISPUTE_NOTE}</p>
      <div className="form-actions">
        <SubmitButton pending={pending}>Submit Dispute</SubmitButton>
      </div>
    </form>
  );
}
