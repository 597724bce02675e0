import { lazy, Suspense, useEffect, useState } from 'react';
import { INQUIRY_SUBMITTED_MESSAGE } from '../../shared/chat/marketplace-messages.ts';
import { messages, useMessages } from '../../stores/locale.ts';
import type { SubmittedInquiry } from '../../shared/inquiries/inquiries.contract.ts';
import Confirmation from './Confirmation.tsx';
import InquiryNextSteps from './InquiryNextSteps.tsx';
import Modal from './Modal.tsx';

const text = messages('shared/inquiry-modal', {
  title: 'Make an Inquiry',
  received: 'Inquiry received',
  receivedText: INQUIRY_SUBMITTED_MESSAGE,
  close: 'Close',
  loading: 'Loading the form...',
});

// The form (with the country list) loads only when the modal first opens, so pages that
// merely offer the button stay light.
const InquiryForm = lazy(() => import('./InquiryForm.tsx'));

export interface InquiryModalProps {
  open: boolean;
  onClose: () => void;
  /** Prefills the product name. */
  productName?: string;
}

/** The Make Inquiry modal (docs/product/site.md, docs/product/validation.md, docs/product/errors.md): the form, then the confirmation message. */
export default function InquiryModal({ open, onClose, productName }: InquiryModalProps) {
  const t = useMessages(text);
  const [submitted, setSubmitted] = useState<SubmittedInquiry | null>(null);
  // Every opening starts with an empty form.
  useEffect(() => {
    if (open) setSubmitted(null);
  }, [open]);

  return (
    <Modal open={open} onClose={onClose} title={submitted ? t.received : t.title}>
      {submitted ? (
        <Confirmation>
          <p>{t.receivedText}</p>
          <InquiryNextSteps answerWithinMinutes={submitted.answerWithinMinutes} />
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t.close}
          </button>
        </Confirmation>
      ) : (
        <Suspense fallback={<p role="status">{t.loading}</p>}>
          <InquiryForm productName={productName} onSubmitted={setSubmitted} />
        </Suspense>
      )}
    </Modal>
  );
}
