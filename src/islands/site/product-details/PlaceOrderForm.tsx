import type { SubmitEvent } from 'react';
import { apiPost } from '../../../lib/api/http.ts';
import type { PaymentTerm, ShippingTerm } from '../../../shared/common/enums.ts';
import { ORDER_PLACED_TOAST } from '../../../shared/chat/marketplace-messages.ts';
import {
  allowsDirectOrder,
  DIRECT_ORDER_PAYMENT,
  DIRECT_ORDER_SHIPPING,
  needsAgent,
  needsOriginCountry,
  orderCost,
  orderQuantity,
} from '../../../shared/orders/order-rules.ts';
import { type ForeignOrderInput, findOrigin, quoteOrder } from '../../../shared/orders/orders.ts';
import type { OrderDetails } from '../../../shared/orders/orders.contract.ts';
import type { Product } from '../../../shared/products/products.ts';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../shared/FormFields.tsx';
import { useCountryOptions } from '../../shared/trade-options.ts';
import TradeTermsFields from '../../shared/TradeTermsFields.tsx';
import { DraftNotice, useDraft } from '../../shared/useDraft.tsx';
import { useFields } from '../../shared/useFields.ts';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import { FIELD_LIMITS } from '../../../shared/common/field-limits.ts';
import { messages, params, useFormat, useMessages, useReasonText } from '../../../stores/locale.ts';

const text = messages('product/order-form', {
  placed: ORDER_PLACED_TOAST,
  form: params('Order {product}'),
  shippingTerm: params('{term} shipping'),
  paymentTerm: params('{term} payment'),
  and: ' and ',
  agentTitle: params('For {terms}, please continue with a sourcing agent.'),
  agentText: 'Our agents draft orders on these terms with you in the Message Center.',
  agentLink: 'Chat with an agent in the Message Center',
  quantity: 'Quantity (MT)',
  minimum: params('Minimum order: {quantity} MT'),
  requirements: 'Requirements',
  requirementsHint: 'Grade, packaging, inspection, delivery window...',
  origin: 'Country of origin',
  selectOrigin: 'Select the origin',
  originOption: params('{country} - {price} / MT'),
  destination: 'Destination country',
  selectCountry: 'Select a country',
  port: 'Destination port',
  portHint: 'e.g. Rotterdam',
  summary: 'Order summary',
  product: 'Product',
  originShort: 'Origin',
  chooseOrigin: 'Choose an origin',
  pricePerMT: 'Price per MT',
  quantityShort: 'Quantity',
  mt: params('{quantity} MT'),
  total: 'Total',
  submit: 'Place Order',
});

/** Points the buyer to an agent for terms that cannot be ordered directly (docs/product/validation.md). */
function AgentNotice({ shipping, payment }: { shipping: ShippingTerm | ''; payment: PaymentTerm | '' }) {
  const t = useMessages(text);
  const terms = [
    shipping && !DIRECT_ORDER_SHIPPING.includes(shipping) ? t.shippingTerm({ term: shipping }) : '',
    payment && !DIRECT_ORDER_PAYMENT.includes(payment) ? t.paymentTerm({ term: payment }) : '',
  ]
    .filter(Boolean)
    .join(t.and);
  return (
    <div className="agent-notice" role="status">
      <p>
        <strong>{t.agentTitle({ terms })}</strong> {t.agentText}
      </p>
      <a className="btn btn-primary" href="/message-center">
        {t.agentLink}
      </a>
    </div>
  );
}

/**
 * The Place Order form (docs/product/validation.md). The country of origin shows for FOB only; destination,
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
  const t = useMessages(text);
  const countries = useCountryOptions();
  const format = useFormat();
  const reasonText = useReasonText();
  const submission = useSubmit({ success: t.placed });
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
    if (!result.ok) {
      return submission.reject(result.refusals.map(({ reason, field }) => ({ field, message: reasonText(reason) })));
    }
    await submission.send(
      () => apiPost<OrderDetails>('order/foreign', input),
      (order) => {
        draft.clear();
        onPlaced(order);
      },
    );
  }

  return (
    <form ref={submission.ref} onSubmit={submit} noValidate aria-label={t.form({ product: product.productName })}>
      <DraftNotice draft={draft} />
      <TextField
        {...field('quantity')}
        label={t.quantity}
        required
        inputMode="decimal"
        autoComplete="off"
        maxLength={FIELD_LIMITS.quantity}
        hint={t.minimum({ quantity: format.number(product.minOrdersAllowed) })}
      />
      <TextAreaField
        {...field('productRequirement')}
        label={t.requirements}
        required
        placeholder={t.requirementsHint}
        maxLength={FIELD_LIMITS.requirements}
      />
      <TradeTermsFields shipping={field('shipping')} payment={field('paymentTerm')} required />
      {needsOriginCountry(values.shipping) && (
        <SelectField
          {...field('countryOfOrigin')}
          label={t.origin}
          required
          placeholder={t.selectOrigin}
          options={product.CountryTraded.map((o) => ({
            value: o.countryName,
            label: t.originOption({ country: o.countryName, price: format.usd(o.price) }),
          }))}
        />
      )}
      {agent && <AgentNotice shipping={values.shipping} payment={values.paymentTerm} />}
      {direct && (
        <>
          <div className="form-row">
            <SelectField
              {...field('country')}
              label={t.destination}
              required
              placeholder={t.selectCountry}
              options={countries}
              autoComplete="country"
            />
            <TextField
              {...field('port')}
              label={t.port}
              required
              maxLength={FIELD_LIMITS.port}
              placeholder={t.portHint}
            />
          </div>
          <section className="order-summary" aria-labelledby={id('summary')}>
            <h3 id={id('summary')}>{t.summary}</h3>
            <dl>
              <dt>{t.product}</dt>
              <dd>{product.productName}</dd>
              <dt>{t.originShort}</dt>
              <dd>{origin?.countryName ?? t.chooseOrigin}</dd>
              <dt>{t.pricePerMT}</dt>
              <dd>{origin ? format.usd(origin.price) : '-'}</dd>
              <dt>{t.quantityShort}</dt>
              <dd>{quantity.ok ? t.mt({ quantity: format.number(quantity.value) }) : '-'}</dd>
              <dt className="total">{t.total}</dt>
              <dd className="total" aria-live="polite">
                {total === undefined ? '-' : format.usd(total)}
              </dd>
            </dl>
          </section>
          <SubmitAlerts submission={submission} />
          <div className="form-actions">
            <SubmitButton pending={submission.pending}>{t.submit}</SubmitButton>
          </div>
        </>
      )}
    </form>
  );
}
