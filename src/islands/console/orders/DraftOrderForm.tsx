import { type SubmitEvent, useMemo } from 'react';
import { notifySuccess } from '../../../lib/api/report.ts';
import { staffPost } from '../../../lib/api/staff.ts';
import { formatUsd } from '../../../lib/format/numbers.ts';
import type { FieldError } from '../../../shared/common/api-types.ts';
import { FIELD_LIMITS } from '../../../shared/common/field-limits.ts';
import { errorText } from '../../../shared/i18n/errors.ts';
import type { StaffOrderDetails } from '../../../shared/orders/orders.staff.ts';
import { checkDraft } from '../../../shared/orders/orders.staff.ts';
import type { Product } from '../../../shared/products/products.ts';
import { SubmitButton, TextAreaField, TextField } from '../../shared/FormFields.tsx';
import { COUNTRY_OPTIONS } from '../../shared/trade-options.ts';
import { useFields } from '../../shared/useFields.ts';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import ChoiceField from '../shared/ChoiceField.tsx';
import { originOptions, PAYMENT_OPTIONS, SHIPPING_OPTIONS } from '../shared/term-options.ts';
import { useStaffData } from '../shared/useStaffData.ts';

export interface DraftOrderFormProps {
  buyerId: string;
  /** Called with the drafted order; by default the console opens it. */
  onDrafted?: (order: StaffOrderDetails) => void;
}

/** The form's fields, in the order they are shown (and focused on an error). */
const FIELDS = [
  'productID',
  'countryOfOrigin',
  'quantity',
  'pricePerMT',
  'shipping',
  'paymentTerm',
  'country',
  'port',
  'note',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const EMPTY: Values = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Values;

/** Until the catalogue is in: one empty list, so what is derived from it stays put. */
const NO_PRODUCTS: Product[] = [];

/**
 * Drafts an order for a buyer on any shipping and payment terms at the agreed price per MT.
 * The cost shown is computed by the same rule the server applies (src/shared/orders/orders.staff.ts).
 * Used on /console/orders/new and wherever an agent talks with the buyer.
 */
export default function DraftOrderForm({ buyerId, onDrafted }: DraftOrderFormProps) {
  const products = useStaffData<Product[]>('product').data ?? NO_PRODUCTS;
  const submission = useSubmit({ fields: FIELDS });
  const { values, setValues, field } = useFields(EMPTY, submission, { namesAsIds: true });

  const product = products.find((p) => p.id === values.productID);
  const origins = useMemo(() => originOptions(product), [product]);
  const origin = field('countryOfOrigin');

  function chooseOrigin(event: { target: { value: string } }) {
    origin.onChange(event);
    // Start from the list price of that origin; the agent types the agreed one.
    const listed = product?.CountryTraded.find((o) => o.countryCode === event.target.value);
    if (listed)
      setValues((current) => (current.pricePerMT ? current : { ...current, pricePerMT: String(listed.price) }));
  }

  const price = Number(values.pricePerMT);
  const port = values.port.trim();
  const preview = checkDraft({ ...values, pricePerMT: price, port });

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const problems: FieldError[] = [];
    if (!values.productID) problems.push({ field: 'productID', message: 'Choose the product.' });
    if (!values.shipping) problems.push({ field: 'shipping', message: errorText('shipping_terms_missing') });
    if (!values.paymentTerm) problems.push({ field: 'paymentTerm', message: errorText('payment_terms_missing') });
    if (!(price > 0)) problems.push({ field: 'pricePerMT', message: 'Enter the agreed price in USD per MT.' });
    if (!preview.ok)
      problems.push(...preview.refusals.map(({ reason, field }) => ({ field, message: errorText(reason) })));
    if (problems.length > 0) return submission.reject(problems);
    await submission.send(
      () =>
        staffPost<StaffOrderDetails>('staff/orders', {
          buyerId,
          ...values,
          pricePerMT: price,
          port,
          note: values.note.trim(),
        }),
      (order) => {
        notifySuccess(`Order ${order.orderNumber} drafted; the buyer has it in their Message Center.`);
        if (onDrafted) onDrafted(order);
        else window.location.assign(`/console/orders/${order.id}`);
      },
    );
  }

  return (
    <form ref={submission.ref} className="draft-order-form" onSubmit={submit} noValidate aria-label="Draft an order">
      <ChoiceField
        {...field('productID')}
        label="Product"
        options={products.map((p) => ({ value: p.id, label: p.productName }))}
      />
      <ChoiceField {...field('countryOfOrigin')} label="Country of origin" onChange={chooseOrigin} options={origins} />
      <div className="field-row">
        <TextField {...field('quantity')} label="Quantity (MT)" inputMode="decimal" required />
        <TextField {...field('pricePerMT')} label="Agreed price (USD per MT)" inputMode="decimal" required />
      </div>
      <div className="field-row">
        <ChoiceField {...field('shipping')} label="Shipping terms" options={SHIPPING_OPTIONS} />
        <ChoiceField {...field('paymentTerm')} label="Payment terms" options={PAYMENT_OPTIONS} />
      </div>
      <div className="field-row">
        <ChoiceField {...field('country')} label="Destination country" options={COUNTRY_OPTIONS} />
        <TextField {...field('port')} label="Destination port" maxLength={FIELD_LIMITS.port} required />
      </div>
      <TextAreaField
        {...field('note')}
        label="Note for the buyer (requirements, what was agreed)"
        rows={3}
        maxLength={FIELD_LIMITS.requirements}
      />
      <p className="draft-cost" aria-live="polite">
        Total cost: <strong>{preview.ok && price > 0 ? formatUsd(preview.terms.cost) : '—'}</strong>
      </p>
      <SubmitAlerts submission={submission} />
      <SubmitButton pending={submission.pending}>Draft order</SubmitButton>
    </form>
  );
}
