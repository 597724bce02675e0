import { type SubmitEvent, useId, useRef, useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { toFailure } from '../../lib/api/failure.ts';
import { notifySuccess, reportFailure } from '../../lib/api/report.ts';
import { goToLogin } from '../../lib/navigation.ts';
import { COUNTRIES_EN } from '../../shared/countries.ts';
import { PAYMENT_TERM_LABELS, PAYMENT_TERMS, SHIPPING_TERM_LABELS, SHIPPING_TERMS } from '../../shared/enums.ts';
import { type Inquiry, type InquiryInput, inquiryErrors } from '../../shared/inquiry.ts';
import { INQUIRY_SUBMITTED_TOAST } from '../../shared/marketplace-messages.ts';
import { focusFirstError, SelectField, SubmitButton, TextAreaField, TextField } from './FormFields.tsx';

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

const SHIPPING_OPTIONS = SHIPPING_TERMS.map((value) => ({ value, label: SHIPPING_TERM_LABELS[value] }));
const PAYMENT_OPTIONS = PAYMENT_TERMS.map((value) => ({ value, label: PAYMENT_TERM_LABELS[value] }));
const COUNTRY_OPTIONS = COUNTRIES_EN.map(({ value, label }) => ({ value, label }));

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
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Required<Omit<InquiryInput, 'productId'>>>({
    productName,
    productDescription: '',
    quantityRequired: '1',
    destinationPort: '',
    termsOfTrade: '',
    paymentTerms: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [generalError, setGeneralError] = useState('');
  const [pending, setPending] = useState(false);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const input: InquiryInput = { ...values, ...(productId ? { productId } : {}) };
    const problems = inquiryErrors(input);
    setGeneralError('');
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
      focusFirstError(
        formRef.current,
        problems.map((problem) => problem.field ?? ''),
      );
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const inquiry = await apiPost<Inquiry>('rfq', input);
      notifySuccess(INQUIRY_SUBMITTED_TOAST);
      onSubmitted(inquiry);
    } catch (error) {
      if (toFailure(error).status === 401) {
        goToLogin();
        return;
      }
      const failure = reportFailure(error, { showsFieldErrors: true });
      setErrors(failure.fieldErrors);
      setGeneralError(failure.generalMessage ?? '');
      focusFirstError(formRef.current, Object.keys(failure.fieldErrors));
    } finally {
      setPending(false);
    }
  }

  const id = (field: string) => `${uid}-${field}`;
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Product inquiry">
      {showGeneralError && generalError && (
        <p className="form-error" role="alert">
          {generalError}
        </p>
      )}
      <TextField
        id={id('productName')}
        name="productName"
        label="Product name"
        required
        value={values.productName}
        onChange={set('productName')}
        readOnly={Boolean(productId)}
        error={errors['productName']}
        maxLength={120}
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
        maxLength={2000}
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
      <div className="form-actions">
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
