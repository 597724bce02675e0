import { type SubmitEvent, useRef, useState } from 'react';
import { apiUpload } from '../../lib/api/http.ts';
import { RECEIPT_UPLOADED_TOAST } from '../../shared/chat/marketplace-messages.ts';
import { PDF_AND_IMAGE_TYPES } from '../../shared/common/files.ts';
import { receiptFileProblem } from '../../shared/orders/payment-proof.ts';
import { messages, useMessages, useReasonText } from '../../stores/locale.ts';
import { FileField } from '../shared/FileField.tsx';
import { SubmitButton } from '../shared/FormFields.tsx';
import { SubmitAlerts, useSubmit } from '../shared/useSubmit.tsx';

/** docs/product/states.md: the page reloads 6.8 s after a receipt upload. */
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
  const reasonText = useReasonText();
  const input = useRef<HTMLInputElement>(null);
  const submission = useSubmit({ success: t.uploaded, fields: ['file'] });
  const [done, setDone] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    const problem = receiptFileProblem(file);
    if (problem || !file) return submission.reject([{ field: 'file', message: problem ? reasonText(problem) : '' }]);
    const form = new FormData();
    form.append('file', file);
    await submission.send(
      () => apiUpload(`order/image/${encodeURIComponent(orderId)}`, form),
      () => {
        setDone(true);
        window.setTimeout(() => window.location.reload(), RELOAD_AFTER_UPLOAD_MS);
      },
    );
  }

  if (done) {
    return (
      <p role="status" className="muted">
        {t.refreshes}
      </p>
    );
  }
  return (
    <form ref={submission.ref} className="upload-box" onSubmit={submit} noValidate aria-label={t.form}>
      <FileField
        id="receipt-file"
        label={t.proof}
        hint={t.hint}
        ref={input}
        accept={PDF_AND_IMAGE_TYPES.join(',')}
        submission={submission}
      />
      <SubmitAlerts submission={submission} />
      <SubmitButton pending={submission.pending}>{t.upload}</SubmitButton>
    </form>
  );
}
