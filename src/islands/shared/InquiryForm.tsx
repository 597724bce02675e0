import type { SubmitEvent } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { type InquiryInput, inquiryRefusals } from '../../shared/inquiries/inquiries.ts';
import type { SubmittedInquiry } from '../../shared/inquiries/inquiries.contract.ts';
import { INQUIRY_SUBMITTED_TOAST } from '../../shared/chat/marketplace-messages.ts';
import { SelectField, SubmitButton, TextAreaField, TextField } from './FormFields.tsx';
import { messages, useMessages, useReasonText } from '../../stores/locale.ts';
import { useCountryOptions } from './trade-options.ts';
import TradeTermsFields from './TradeTermsFields.tsx';
import { DraftNotice, useDraft } from './useDraft.tsx';
import { useFields } from './useFields.ts';
import { SubmitAlerts, useSubmit } from './useSubmit.tsx';
import { FIELD_LIMITS } from '../../shared/common/field-limits.ts';

const text = messages('shared/inquiry-form', {
  submitted: INQUIRY_SUBMITTED_TOAST,
  form: 'Product inquiry',
  productName: 'Product name',
  requirements: 'Product requirements',
  requirementsHint: 'Grade, packaging, specification, delivery window...',
  quantity: 'Quantity required (MT)',
  destination: 'Destination country',
  selectCountry: 'Select a country',
  submit: 'Submit Inquiry',
});

export interface InquiryFormProps {
  /** Prefills the product name. */
  productName?: string | undefined;
  /** From a product page: links the inquiry to the product and locks its name. */
  productId?: string | undefined;
  /** The product's minimum order (MT): where the quantity starts, again after each inquiry. */
  minimumQuantity?: number | undefined;
  onSubmitted: (inquiry: SubmittedInquiry) => void;
  /** docs/product/errors.md: the product-page form also shows a general error as red text. */
  showGeneralError?: boolean;
}

/**
 * The inquiry (RFQ) form of the inquiry modal and the product page. It checks the docs/product/validation.md
 * rules from src/shared before sending, shows the server's field errors under the fields,
 * and toasts the docs/product/errors.md success message.
 */
export default function InquiryForm({
  productName = '',
  productId,
  minimumQuantity,
  onSubmitted,
  showGeneralError = false,
}: InquiryFormProps) {
  const t = useMessages(text);
  const reasonText = useReasonText();
  const countries = useCountryOptions();
  const submission = useSubmit({ success: t.submitted });
  const { values, setValues, field } = useFields<Required<Omit<InquiryInput, 'productId'>>>(
    {
      productName,
      productDescription: '',
      quantityRequired: String(minimumQuantity ?? 1),
      destinationPort: '',
      termsOfTrade: '',
      paymentTerms: '',
    },
    submission,
  );

  // Kept per product (or per typed name from the modal) until it is sent.
  const draft = useDraft(`inquiry:${productId ?? (productName || 'new')}`, values, (saved) =>
    setValues((current) => ({ ...current, ...saved })),
  );

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const input: InquiryInput = { ...values, ...(productId ? { productId } : {}) };
    const refusals = inquiryRefusals(input);
    if (refusals.length > 0) {
      return submission.reject(refusals.map(({ reason, field }) => ({ field, message: reasonText(reason) })));
    }
    await submission.send(
      () => apiPost<SubmittedInquiry>('rfq', input),
      (inquiry) => {
        draft.clear();
        onSubmitted(inquiry);
      },
    );
  }

  return (
    <form ref={submission.ref} onSubmit={submit} noValidate aria-label={t.form}>
      <DraftNotice draft={draft} />
      <TextField
        {...field('productName')}
        label={t.productName}
        required
        readOnly={Boolean(productId)}
        maxLength={FIELD_LIMITS.productName}
        autoComplete="off"
      />
      <TextAreaField
        {...field('productDescription')}
        label={t.requirements}
        required
        placeholder={t.requirementsHint}
        maxLength={FIELD_LIMITS.requirements}
      />
      <div className="form-row">
        <TextField
          {...field('quantityRequired')}
          label={t.quantity}
          required
          inputMode="decimal"
          maxLength={FIELD_LIMITS.quantity}
          autoComplete="off"
        />
        <SelectField
          {...field('destinationPort')}
          label={t.destination}
          placeholder={t.selectCountry}
          options={countries}
        />
      </div>
      <TradeTermsFields shipping={field('termsOfTrade')} payment={field('paymentTerms')} />
      <SubmitAlerts submission={submission} showGeneral={showGeneralError} />
      <div className="form-actions">
        <SubmitButton pending={submission.pending}>{t.submit}</SubmitButton>
      </div>
    </form>
  );
}
