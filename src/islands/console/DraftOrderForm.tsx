import { type SubmitEvent, useEffect, useMemo, useRef, useState } from 'react';
import { notifySuccess, reportFailure } from '../../lib/api/report.ts';
import { staffGet, staffPost } from '../../lib/api/staff.ts';
import { formatUsd } from '../../lib/format/numbers.ts';
import {
  PAYMENT_TERM_LABELS,
  PAYMENT_TERMS,
  SHIPPING_TERM_LABELS,
  SHIPPING_TERMS,
  type PaymentTerm,
  type ShippingTerm,
} from '../../shared/enums.ts';
import type { StaffOrderDetails } from '../../shared/order-desk.ts';
import { checkDraft } from '../../shared/order-desk.ts';
import type { Product } from '../../shared/product.ts';
import { countryOptions, originOptions } from './origin-options.ts';
import { focusFirstError, SelectField, SubmitButton, TextAreaField, TextField } from '../shared/FormFields.tsx';
import { FIELD_LIMITS } from '../../shared/field-limits.ts';

export interface DraftOrderFormProps {
  buyerId: string;
  /** Called with the drafted order; by default the console opens it. */
  onDrafted?: (order: StaffOrderDetails) => void;
}

const FIELDS = ['productID', 'countryOfOrigin', 'quantity', 'pricePerMT', 'shipping', 'paymentTerm', 'country', 'port'];

/**
 * Drafts an order for a buyer on any shipping and payment terms at the agreed price per MT.
 * The cost shown is computed by the same rule the server applies (src/shared/order-desk.ts).
 * Used on /console/orders/new and wherever an agent talks with the buyer.
 */
export default function DraftOrderForm({ buyerId, onDrafted }: DraftOrderFormProps) {
  const [products, setProducts] = useState<Product[]>([]);
  const [productID, setProductID] = useState('');
  const [countryOfOrigin, setOrigin] = useState('');
  const [quantity, setQuantity] = useState('');
  const [pricePerMT, setPrice] = useState('');
  const [shipping, setShipping] = useState<ShippingTerm | ''>('');
  const [paymentTerm, setPayment] = useState<PaymentTerm | ''>('');
  const [country, setCountry] = useState('');
  const [port, setPort] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    staffGet<Product[]>('product').then(setProducts, (error: unknown) => reportFailure(error));
  }, []);

  const product = products.find((p) => p.id === productID);
  const origins = useMemo(() => originOptions(product), [product]);

  function chooseOrigin(code: string) {
    setOrigin(code);
    // Start from the list price of that origin; the agent types the agreed one.
    const listed = product?.CountryTraded.find((o) => o.countryCode === code);
    if (listed && !pricePerMT) setPrice(String(listed.price));
  }

  const price = Number(pricePerMT);
  const preview = checkDraft({ quantity, pricePerMT: price, countryOfOrigin, country, port: port.trim() });

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!productID) local['productID'] = 'Choose the product.';
    if (!shipping) local['shipping'] = 'Choose the shipping terms.';
    if (!paymentTerm) local['paymentTerm'] = 'Choose the payment terms.';
    if (!(price > 0)) local['pricePerMT'] = 'Enter the agreed price in USD per MT.';
    if (!preview.ok) for (const error of preview.errors) if (error.field) local[error.field] ??= error.message;
    setErrors(local);
    if (Object.keys(local).length > 0) {
      focusFirstError(
        form.current,
        FIELDS.filter((field) => local[field]),
      );
      return;
    }
    setPending(true);
    try {
      const order = await staffPost<StaffOrderDetails>('staff/orders', {
        buyerId,
        productID,
        countryOfOrigin,
        quantity,
        pricePerMT: price,
        shipping,
        paymentTerm,
        country,
        port: port.trim(),
        note: note.trim(),
      });
      notifySuccess(`Order ${order.orderNumber} drafted; the buyer has it in their Message Center.`);
      if (onDrafted) onDrafted(order);
      else window.location.assign(`/console/orders/${order.id}`);
    } catch (error) {
      const fieldErrors = reportFailure(error, { showsFieldErrors: true }).fieldErrors;
      setErrors(fieldErrors);
      focusFirstError(
        form.current,
        FIELDS.filter((field) => fieldErrors[field]),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={form} className="draft-order-form" onSubmit={submit} noValidate aria-label="Draft an order">
      <SelectField
        id="productID"
        label="Product"
        value={productID}
        onChange={(e) => setProductID(e.target.value)}
        placeholder="Choose..."
        options={products.map((p) => ({ value: p.id, label: p.productName }))}
        error={errors['productID']}
        required
      />
      <SelectField
        id="countryOfOrigin"
        label="Country of origin"
        value={countryOfOrigin}
        onChange={(e) => chooseOrigin(e.target.value)}
        placeholder="Choose..."
        options={origins}
        error={errors['countryOfOrigin']}
        required
      />
      <div className="field-row">
        <TextField
          id="quantity"
          label="Quantity (MT)"
          inputMode="decimal"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          error={errors['quantity']}
          required
        />
        <TextField
          id="pricePerMT"
          label="Agreed price (USD per MT)"
          inputMode="decimal"
          value={pricePerMT}
          onChange={(e) => setPrice(e.target.value)}
          error={errors['pricePerMT']}
          required
        />
      </div>
      <div className="field-row">
        <SelectField
          id="shipping"
          label="Shipping terms"
          value={shipping}
          onChange={(e) => setShipping(e.target.value as ShippingTerm)}
          placeholder="Choose..."
          options={SHIPPING_TERMS.map((value) => ({ value, label: SHIPPING_TERM_LABELS[value] }))}
          error={errors['shipping']}
          required
        />
        <SelectField
          id="paymentTerm"
          label="Payment terms"
          value={paymentTerm}
          onChange={(e) => setPayment(e.target.value as PaymentTerm)}
          placeholder="Choose..."
          options={PAYMENT_TERMS.map((value) => ({ value, label: PAYMENT_TERM_LABELS[value] }))}
          error={errors['paymentTerm']}
          required
        />
      </div>
      <div className="field-row">
        <SelectField
          id="country"
          label="Destination country"
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          placeholder="Choose..."
          options={countryOptions}
          error={errors['country']}
          required
        />
        <TextField
          id="port"
          label="Destination port"
          value={port}
          onChange={(e) => setPort(e.target.value)}
          error={errors['port']}
          maxLength={FIELD_LIMITS.port}
          required
        />
      </div>
      <TextAreaField
        id="note"
        label="Note for the buyer (requirements, what was agreed)"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={errors['note']}
        rows={3}
        maxLength={FIELD_LIMITS.requirements}
      />
      <p className="draft-cost" aria-live="polite">
        Total cost: <strong>{preview.ok && price > 0 ? formatUsd(preview.terms.cost) : '—'}</strong>
      </p>
      <SubmitButton pending={pending}>Draft order</SubmitButton>
    </form>
  );
}
