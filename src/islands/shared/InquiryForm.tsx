import { type SubmitEvent, useId, useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { type Inquiry, type InquiryInput, inquiryErrors } from '../../shared/inquiry.ts';
import { INQUIRY_SUBMITTED_TOAST } from '../../shared/marketplace-messages.ts';
import { SelectField, SubmitButton, TextAreaField, TextField } from './FormFields.tsx';
import { COUNTRY_OPTIONS, PAYMENT_OPTIONS, SHIPPING_OPTIONS } from './trade-options.ts';
import { DraftNotice, useDraft } from './useDraft.tsx';
import { SubmitAlerts, useSubmit } from './useSubmit.tsx';
import { FIELD_LIMITS } from '../../shared/field-limits.ts';

export interface InquiryFormProps {
  /** Prefills the product name. */
  productName?: string | undefined;
  /** From a product page: links the inquiry to the product and locks its name. */
  productId?: string | undefined;
  onSubmitted: (inquiry: Inquiry) => void;
  /** SPEC §8: the product-page form also shows a general error as red text. */
  showGeneralError?: boolean;
  submitLabel?: string;
}

/**
 * The inquiry (RFQ) form of the inquiry modal and the product page. It checks the SPEC §5
 * rules from src/shared before sending, shows the server's field errors under the fields,
 * and toasts the SPEC §8 success message.
 */
export default function InquiryForm({
  productName = '',
  productId,
  onSubmitted,
  showGeneralError = false,
  submitLabel = 'Submit Inquiry',
}: InquiryFormProps) {
  const uid = useId();
  const submission = useSubmit({ success: INQUIRY_SUBMITTED_TOAST });
  const { errors } = submission;
  const [values, setValues] = useState<Required<Omit<InquiryInput, 'productId'>>>({
    productName,
    productDescription: '',
    quantityRequired: '1',
    destinationPort: '',
    termsOfTrade: '',
    paymentTerms: '',
  });

  // Kept per product (or per typed name from the modal) until it is sent.
  const draft = useDraft(`inquiry:${productId ?? (productName || 'new')}`, values, (saved) =>
    setValues((current) => ({ ...current, ...saved })),
  );

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const input: InquiryInput = { ...values, ...(productId ? { productId } : {}) };
    const problems = inquiryErrors(input);
    if (problems.length > 0) return submission.reject(problems);
    await submission.send(
      () => apiPost<Inquiry>('rfq', input),
      (inquiry) => {
        draft.clear();
        onSubmitted(inquiry);
      },
    );
  }

  const id = (field: string) => `${uid}-${field}`;
  return (
    <form ref={submission.ref} onSubmit={submit} noValidate aria-label="Product inquiry">
      <DraftNotice draft={draft} />
      <TextField
        id={id('productName')}
        name="productName"
        label="Product name"
        required
        value={values.productName}
        onChange={set('productName')}
        readOnly={Boolean(productId)}
        error={errors['productName']}
        maxLength={FIELD_LIMITS.productName}
        autoComplete="off"
      />
      <TextAreaField
        id={id('productDescription')}
        name="productDescription"
        label="Product requirements"
        required
        value={values.productDescription}
        onChange={set('productDescription')}
        error={errors['productDescription']}
        placeholder="Grade, packaging, specification, delivery window..."
        maxLength={FIELD_LIMITS.requirements}
      />
      <div className="form-row">
        <TextField
          id={id('quantityRequired')}
          name="quantityRequired"
          label="Quantity required (MT)"
          required
          inputMode="decimal"
          value={values.quantityRequired}
          onChange={set('quantityRequired')}
          error={errors['quantityRequired']}
          maxLength={FIELD_LIMITS.quantity}
          autoComplete="off"
        />
        <SelectField
          id={id('destinationPort')}
          name="destinationPort"
          label="Destination country"
          placeholder="Select a country"
          options={COUNTRY_OPTIONS}
          value={values.destinationPort}
          onChange={set('destinationPort')}
          error={errors['destinationPort']}
        />
      </div>
      <div className="form-row">
        <SelectField
          id={id('termsOfTrade')}
          name="termsOfTrade"
          label="Shipping terms"
          placeholder="Select shipping terms"
          options={SHIPPING_OPTIONS}
          value={values.termsOfTrade}
          onChange={set('termsOfTrade')}
          error={errors['termsOfTrade']}
        />
        <SelectField
          id={id('paymentTerms')}
          name="paymentTerms"
          label="Payment terms"
          placeholder="Select payment terms"
          options={PAYMENT_OPTIONS}
          value={values.paymentTerms}
          onChange={set('paymentTerms')}
          error={errors['paymentTerms']}
        />
      </div>
      <SubmitAlerts submission={submission} showGeneral={showGeneralError} />
      <div className="form-actions">
        <SubmitButton pending={submission.pending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
