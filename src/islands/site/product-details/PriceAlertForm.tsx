import { type SubmitEvent, useState } from 'react';
import { apiPost } from '../../../lib/api/http.ts';
import { countryName } from '../../../lib/format/country-names.ts';
import type { CurrentUser } from '../../../shared/common/api-types.ts';
import type { PriceAlert } from '../../../shared/notifications/alerts.contract.ts';
import { type Product, productName } from '../../../shared/products/products.ts';
import { messages, params, useFormat, useMessages } from '../../../stores/locale.ts';
import { SelectField, SubmitButton, TextField } from '../../shared/FormFields.tsx';
import { money } from '../../shared/product-view.ts';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';

const text = messages('product/price-alert', {
  lead: 'Tell me when the price per MT from an origin comes down to my price. You are told once, with the old and new price.',
  origin: 'Origin',
  price: params('At or below ({currency} per MT)'),
  priceHint: params('Listed now: {price} per MT'),
  set: 'Set price alert',
  set_done: params('Done: we will tell you when {product} from {origin} is at or below {price} per MT.'),
  manage: 'See and remove your alerts in Settings',
  signInWhy: 'Sign in to be told when the price comes down.',
  signIn: 'Sign in to set a price alert',
  priceMissing: 'Enter the price per MT you would buy at.',
});

const FIELDS = ['countryOfOrigin', 'maxPricePerMT'] as const;

/**
 * "Tell me when ≤ price per MT from origin" on the product page (POST /alerts). The price
 * starts empty beside the listed one, so the buyer states their own; visitors sign in first.
 */
export default function PriceAlertForm({
  product,
  user,
  onSignIn,
}: {
  product: Product;
  user: CurrentUser | null;
  onSignIn: () => void;
}) {
  const t = useMessages(text);
  const format = useFormat();
  const origins = product.CountryTraded;
  const [origin, setOrigin] = useState(origins[0]?.countryName ?? '');
  const [price, setPrice] = useState('');
  const [saved, setSaved] = useState<PriceAlert | null>(null);
  const submission = useSubmit({ fields: FIELDS });
  const listed = origins.find((candidate) => candidate.countryName === origin)?.price;

  if (!user) {
    return (
      <div className="alert-panel">
        <p>{t.signInWhy}</p>
        <button type="button" className="btn btn-outline" onClick={onSignIn}>
          {t.signIn}
        </button>
      </div>
    );
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (price.trim() === '') return submission.reject([{ field: 'maxPricePerMT', message: t.priceMissing }]);
    void submission.send(
      () =>
        apiPost<PriceAlert>('alerts', { productId: product.id, countryOfOrigin: origin, maxPricePerMT: Number(price) }),
      (alert) => {
        setSaved(alert);
        setPrice('');
      },
    );
  }

  const originLabel = (name: string) =>
    countryName(origins.find((o) => o.countryName === name)?.countryCode ?? '', name, format.locale);

  return (
    <div className="alert-panel">
      <p>{t.lead}</p>
      {saved && (
        <p className="agent-notice" role="status">
          {t.set_done({
            product: productName(product, format.locale),
            origin: originLabel(saved.countryOfOrigin),
            price: money(product.currency, saved.maxPricePerMT, format.locale),
          })}{' '}
          <a href="/settings#alerts">{t.manage}</a>
        </p>
      )}
      <form ref={submission.ref} className="alert-form" onSubmit={submit} noValidate>
        <SelectField
          id="alert-origin"
          name="countryOfOrigin"
          label={t.origin}
          value={origin}
          onChange={(event) => setOrigin(event.target.value)}
          options={origins.map((o) => ({ value: o.countryName, label: originLabel(o.countryName) }))}
          error={submission.errors['countryOfOrigin']}
        />
        <TextField
          id="alert-price"
          name="maxPricePerMT"
          label={t.price({ currency: product.currency })}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={price}
          onChange={(event) => {
            setPrice(event.target.value);
            submission.clearError('maxPricePerMT');
          }}
          hint={
            listed === undefined ? undefined : t.priceHint({ price: money(product.currency, listed, format.locale) })
          }
          error={submission.errors['maxPricePerMT']}
          required
        />
        <SubmitAlerts submission={submission} />
        <SubmitButton pending={submission.pending} className="btn btn-outline">
          {t.set}
        </SubmitButton>
      </form>
    </div>
  );
}
