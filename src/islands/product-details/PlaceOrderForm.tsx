import type { SubmitEvent } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { formatNumber, formatUsd } from '../../lib/format/numbers.ts';
import type { PaymentTerm, ShippingTerm } from '../../shared/enums.ts';
import { ORDER_PLACED_TOAST } from '../../shared/marketplace-messages.ts';
import {
  allowsDirectOrder,
  DIRECT_ORDER_PAYMENT,
  DIRECT_ORDER_SHIPPING,
  needsAgent,
  needsOriginCountry,
  orderCost,
  orderQuantity,
} from '../../shared/order-rules.ts';
import { type ForeignOrderInput, findOrigin, type OrderDetails, quoteOrder } from '../../shared/order.ts';
import type { Product } from '../../shared/product.ts';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../shared/FormFields.tsx';
import { COUNTRY_OPTIONS, PAYMENT_OPTIONS, SHIPPING_OPTIONS } from '../shared/trade-options.ts';
import { DraftNotice, useDraft } from '../shared/useDraft.tsx';
import { useFields } from '../shared/useFields.ts';
import { SubmitAlerts, useSubmit } from '../shared/useSubmit.tsx';
import { FIELD_LIMITS } from '../../shared/field-limits.ts';

/** Points the buyer to an agent for terms that cannot be ordered directly (SPEC §5). */
function AgentNotice({ shipping, payment }: { shipping: ShippingTerm | ''; payment: PaymentTerm | '' }) {
  const terms = [
    shipping && !DIRECT_ORDER_SHIPPING.includes(shipping) ? `${shipping} shipping` : '',
    payment && !DIRECT_ORDER_PAYMENT.includes(payment) ? `${payment} payment` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return (
    <div className="agent-notice" role="status">
      <p>
        <strong>For {terms}, please continue with a sourcing agent.</strong> Our agents draft orders on these terms with
        you in the Message Center.
      </p>
      <a className="btn btn-primary" href="/message-center">
        Chat with an agent in the Message Center
      </a>
    </div>
  );
}

/**
 * The Place Order form (SPEC §5). The country of origin shows for FOB only; destination,
 * port, the summary and the submit button only for FOB with LC or TT. Every rule is the
 * shared one the server applies again.
 */
export default function PlaceOrderForm({
  product,
  onPlaced,
}: {
  product: Product;
  onPlaced: (order: OrderDetails) => void;
}) {
  const submission = useSubmit({ success: ORDER_PLACED_TOAST });
  const { values, setValues, field, id } = useFields<Omit<ForeignOrderInput, 'productID' | 'cost'>>(
    {
      quantity: '1',
      productRequirement: '',
      shipping: '',
      paymentTerm: '',
      countryOfOrigin: product.CountryTraded.length === 1 ? product.CountryTraded[0]!.countryName : '',
      country: '',
      port: '',
    },
    submission,
  );
  const draft = useDraft(`order:${product.id}`, values, (saved) => setValues((current) => ({ ...current, ...saved })));

  const direct =
    values.shipping !== '' && values.paymentTerm !== '' && allowsDirectOrder(values.shipping, values.paymentTerm);
  const agent = needsAgent(values.shipping, values.paymentTerm);
  const origin = findOrigin(product, values.countryOfOrigin);
  const quantity = orderQuantity(values.quantity, product.minOrdersAllowed);
  const total = origin && quantity.ok ? orderCost(origin.price, quantity.value) : undefined;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!direct) return;
    const input: ForeignOrderInput = {
      ...values,
      productID: product.id,
      ...(total === undefined ? {} : { cost: total }),
    };
    const result = quoteOrder(input, product);
    if (!result.ok) return submission.reject(result.errors);
    await submission.send(
      () => apiPost<OrderDetails>('order/foreign', input),
      (order) => {
        draft.clear();
        onPlaced(order);
      },
    );
  }

  return (
    <form ref={submission.ref} onSubmit={submit} noValidate aria-label={`Order ${product.productName}`}>
      <DraftNotice draft={draft} />
      <TextField
        {...field('quantity')}
        label="Quantity (MT)"
        required
        inputMode="decimal"
        autoComplete="off"
        maxLength={FIELD_LIMITS.quantity}
        hint={`Minimum order: ${formatNumber(product.minOrdersAllowed)} MT`}
      />
      <TextAreaField
        {...field('productRequirement')}
        label="Requirements"
        required
        placeholder="Grade, packaging, inspection, delivery window..."
        maxLength={FIELD_LIMITS.requirements}
      />
      <div className="form-row">
        <SelectField
          {...field('shipping')}
          label="Shipping terms"
          required
          placeholder="Select shipping terms"
          options={SHIPPING_OPTIONS}
        />
        <SelectField
          {...field('paymentTerm')}
          label="Payment terms"
          required
          placeholder="Select payment terms"
          options={PAYMENT_OPTIONS}
        />
      </div>
      {needsOriginCountry(values.shipping) && (
        <SelectField
          {...field('countryOfOrigin')}
          label="Country of origin"
          required
          placeholder="Select the origin"
          options={product.CountryTraded.map((o) => ({
            value: o.countryName,
            label: `${o.countryName} - ${formatUsd(o.price)} / MT`,
          }))}
        />
      )}
      {agent && <AgentNotice shipping={values.shipping} payment={values.paymentTerm} />}
      {direct && (
        <>
          <div className="form-row">
            <SelectField
              {...field('country')}
              label="Destination country"
              required
              placeholder="Select a country"
              options={COUNTRY_OPTIONS}
              autoComplete="country"
            />
            <TextField
              {...field('port')}
              label="Destination port"
              required
              maxLength={FIELD_LIMITS.port}
              placeholder="e.g. Rotterdam"
            />
          </div>
          <section className="order-summary" aria-labelledby={id('summary')}>
            <h3 id={id('summary')}>Order summary</h3>
            <dl>
              <dt>Product</dt>
              <dd>{product.productName}</dd>
              <dt>Origin</dt>
              <dd>{origin?.countryName ?? 'Choose an origin'}</dd>
              <dt>Price per MT</dt>
              <dd>{origin ? formatUsd(origin.price) : '-'}</dd>
              <dt>Quantity</dt>
              <dd>{quantity.ok ? `${formatNumber(quantity.value)} MT` : '-'}</dd>
              <dt className="total">Total</dt>
              <dd className="total" aria-live="polite">
                {total === undefined ? '-' : formatUsd(total)}
              </dd>
            </dl>
          </section>
          <SubmitAlerts submission={submission} />
          <div className="form-actions">
            <SubmitButton pending={submission.pending}>Place Order</SubmitButton>
          </div>
        </>
      )}
    </form>
  );
}
