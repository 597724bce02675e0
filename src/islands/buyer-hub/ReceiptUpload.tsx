import { type SubmitEvent, useRef, useState } from 'react';
import { apiUpload } from '../../lib/api/http.ts';
import { notifySuccess, reportFailure } from '../../lib/api/report.ts';
import { RECEIPT_UPLOADED_TOAST } from '../../shared/marketplace-messages.ts';
import { PDF_AND_IMAGE_TYPES } from '../../shared/files.ts';
import { receiptFileProblem } from '../../shared/payment-proof.ts';
import { messages, useMessages } from '../../stores/locale.ts';
import { SubmitButton } from '../shared/FormFields.tsx';

/** SPEC §4: the page reloads 6.8 s after a receipt upload. */
export const RELOAD_AFTER_UPLOAD_MS = 6800;

const text = messages('hub/receipt', {
  uploaded: RECEIPT_UPLOADED_TOAST,
  refreshes: 'Your payment receipt was uploaded. This page refreshes in a moment.',
  form: 'Upload payment proof',
  proof: 'Proof of payment',
  hint: 'JPEG, PNG, WebP or PDF, up to 10 MB.',
  upload: 'Upload Receipt',
});

/** Payment proof upload (multipart field `file`), then a reload that shows 'View receipt'. */
export default function ReceiptUpload({ orderId }: { orderId: string }) {
  const t = useMessages(text);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    const problem = receiptFileProblem(file);
    if (problem || !file) {
      setError(problem ?? '');
      input.current?.focus();
      return;
    }
    setError('');
    setPending(true);
    try {
      const form = new FormData();
      form.append('file', file);
      await apiUpload(`order/image/${encodeURIComponent(orderId)}`, form);
      notifySuccess(text.get().uploaded);
      setDone(true);
      window.setTimeout(() => window.location.reload(), RELOAD_AFTER_UPLOAD_MS);
    } catch (failure) {
      setError(reportFailure(failure, { showsFieldErrors: true }).fieldErrors['file'] ?? '');
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <p role="status" className="muted">
        {t.refreshes}
      </p>
    );
  }
  return (
    <form className="upload-box" onSubmit={submit} noValidate aria-label={t.form}>
      <div className="field">
        <label htmlFor="receipt-file">{t.proof}</label>
        <input
          ref={input}
          id="receipt-file"
          name="file"
          type="file"
          accept={PDF_AND_IMAGE_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`receipt-file-hint${error ? ' receipt-file-error' : ''}`}
          onChange={() => setError('')}
        />
        <span id="receipt-file-hint" className="field-hint">
          {t.hint}
        </span>
        {error && (
          <span id="receipt-file-error" className="field-error">
            {error}
          </span>
        )}
      </div>
      <SubmitButton pending={pending}>{t.upload}</SubmitButton>
    </form>
  );
}
