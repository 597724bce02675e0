import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { goToLogin, goToNoConnection } from '../../../lib/navigation.ts';
import { localizedPath } from '../../../shared/i18n/locales.ts';
import { firstSpecification, type Product, productDescription, productName } from '../../../shared/product/product.ts';
import { countryName } from '../../../lib/format/country-names.ts';
import { PRODUCT_DATA_ID } from '../../../shared/product/product-page.ts';
import { $currentUser } from '../../../stores/current-user.ts';
import { messages, params, useFormat, useMessages } from '../../../stores/locale.ts';
import { loadSession } from '../../../stores/session.ts';
import EmptyState from '../../shared/EmptyState.tsx';
import { FactList } from '../../shared/FactList.tsx';
import ProductCard from '../../shared/ProductCard.tsx';
import { currencyRange, leadTime, money, originNames } from '../../shared/product-view.ts';
import { useApiData } from '../../shared/useApiData.ts';
import { useNearViewport } from '../../shared/useNearViewport.ts';
import Gallery from './Gallery.tsx';
import PriceAlertForm from './PriceAlertForm.tsx';
import ProductInquiry from './ProductInquiry.tsx';
import '../browse/marketplace.css';
import { idFromPath } from '../../../lib/path-id.ts';

// The order form loads only for a signed-in buyer: visitors cannot order from here.
const PlaceOrderModal = lazy(() => import('./PlaceOrderModal.tsx'));

/** docs/product/limits.md: 'You might be interested in' shows 4 products. */
const RELATED_COUNT = 4;

const text = messages('product/details', {
  notFound: 'Product not found',
  notFoundText: 'This product does not exist or is no longer listed.',
  browse: 'Browse Products',
  related: 'You might be interested in',
  perMT: 'per MT',
  minimum: 'Minimum Order',
  mt: params('{quantity} MT'),
  unit: 'MT',
  capacity: 'Capacity',
  monthly: params('{quantity} MT/Monthly'),
  leadTime: 'Lead time',
  specification: 'Specification',
  subCategory: 'Sub-category',
  origins: 'Origin countries',
  onRequest: 'On request',
  placeOrder: 'Place Order',
  makeInquiry: 'Make Inquiry',
  specificationOf: params('Specification of {product}'),
  description: 'Description',
  inquiry: 'Make an Inquiry',
  priceAlert: 'Price alert',
  loading: 'Loading the product',
  failed: 'This product could not be loaded.',
});

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function NotFound() {
  const t = useMessages(text);
  const { locale } = useFormat();
  return (
    <EmptyState
      className="market-empty"
      heading="h1"
      title={t.notFound}
      text={t.notFoundText}
      href={localizedPath('/buy-commodities', locale)}
      action={t.browse}
    />
  );
}

/**
 * docs/product/screens.md: 4 other products, the list in random order. At the foot of the page:
 * the list is fetched and drawn as the reader scrolls towards it, not while the page starts.
 */
function Related({ current }: { current: string }) {
  const t = useMessages(text);
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const list = useApiData<Product[]>(near ? 'product' : null);
  const products = list.state === 'loaded' ? list.data : null;
  // Shuffled once per load, not on every render.
  const picks = useMemo(
    () => (products ? shuffled(products.filter((p) => p.id !== current)).slice(0, RELATED_COUNT) : []),
    [products, current],
  );
  if (picks.length === 0) return <div ref={anchor} />;
  return (
    <section className="details-section" aria-labelledby="related-title">
      <h2 id="related-title">{t.related}</h2>
      <ul className="market-grid">
        {picks.map((product) => (
          <ProductCard key={product.id} product={product} layout="grid" showOrigins />
        ))}
      </ul>
    </section>
  );
}

function Details({ product }: { product: Product }) {
  const t = useMessages(text);
  const format = useFormat();
  const user = useStore($currentUser);
  const [ordering, setOrdering] = useState(false);
  const spec = firstSpecification(product);
  const name = productName(product, format.locale);

  useEffect(() => {
    // The server titles the page already; a product loaded here (no server data) is titled now.
    const site = document.title.split(' | ').at(-1) ?? '';
    document.title = `${name} | ${site}`;
  }, [name]);

  /** Visitors sign in first and come back here (the login keeps this page as `next`). */
  async function whenSignedIn(action: () => void) {
    const session = await loadSession();
    if (session.status === 'signed-in') action();
    else if (session.status === 'offline') goToNoConnection();
    else goToLogin();
  }

  function scrollToInquiry() {
    const section = document.getElementById('inquiry');
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.querySelector<HTMLElement>('textarea, button')?.focus({ preventScroll: true });
  }

  return (
    <>
      <div className="details-top">
        <Gallery images={product.productImages} name={name} />
        <div className="details-info">
          <h1>{name}</h1>
          <p className="details-price">
            {currencyRange(product, format.locale)} <span>{t.perMT}</span>
          </p>
          <FactList
            className="facts"
            rows={[
              [t.minimum, t.mt({ quantity: format.number(product.minOrdersAllowed) })],
              [t.capacity, t.monthly({ quantity: format.number(product.supplyCapacity) })],
              [t.leadTime, leadTime(product, format.locale)],
              spec !== '' && [t.specification, spec],
              [t.subCategory, product.subCategory],
              [t.origins, originNames(product, format.locale) || t.onRequest],
            ]}
          />
          {product.CountryTraded.length > 0 && (
            <p className="muted">
              {product.CountryTraded.map(
                (origin) =>
                  `${countryName(origin.countryCode, origin.countryName, format.locale)}: ${money(product.currency, origin.price, format.locale)} / ${t.unit}`,
              ).join(' · ')}
            </p>
          )}
          <div className="details-actions">
            <button type="button" className="btn btn-primary" onClick={() => whenSignedIn(() => setOrdering(true))}>
              {t.placeOrder}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => whenSignedIn(scrollToInquiry)}>
              {t.makeInquiry}
            </button>
          </div>
        </div>
      </div>

      <section className="details-section" aria-labelledby="spec-title">
        <h2 id="spec-title">{t.specification}</h2>
        <table className="spec-table">
          <caption className="visually-hidden">{t.specificationOf({ product: name })}</caption>
          <tbody>
            {Object.entries(product.productSpecification).map(([key, value]) => (
              <tr key={key}>
                <th scope="row">{key}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="details-section" aria-labelledby="description-title">
        <h2 id="description-title">{t.description}</h2>
        <p style={{ whiteSpace: 'pre-line', maxWidth: '75ch' }}>{productDescription(product, format.locale)}</p>
      </section>

      {product.CountryTraded.length > 0 && (
        <section id="price-alert" className="details-section" aria-labelledby="price-alert-title">
          <h2 id="price-alert-title">{t.priceAlert}</h2>
          <PriceAlertForm product={product} user={user} onSignIn={() => goToLogin()} />
        </section>
      )}

      <section id="inquiry" className="details-section" aria-labelledby="inquiry-title" tabIndex={-1}>
        <h2 id="inquiry-title">{t.inquiry}</h2>
        <ProductInquiry product={product} user={user} onSignIn={() => goToLogin()} />
      </section>

      <Related current={product.id} />
      {user && (
        <Suspense fallback={null}>
          <PlaceOrderModal product={product} open={ordering} onClose={() => setOrdering(false)} />
        </Suspense>
      )}
    </>
  );
}

function Loading() {
  const t = useMessages(text);
  return (
    <div className="details-top" role="status" aria-label={t.loading}>
      <div className="market-skeleton" style={{ aspectRatio: '4 / 3' }} />
      <div className="market-skeleton" style={{ aspectRatio: 'auto', minHeight: 280 }} />
    </div>
  );
}

/** The product the server put in the page (src/shared/product/product-page.ts), when it is this one. */
function embeddedProduct(id: string): Product | null {
  const text = document.getElementById(PRODUCT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const product = JSON.parse(text) as Product;
    return product.id === id ? product : null;
  } catch {
    return null;
  }
}

function ProductById({ id }: { id: string }) {
  const [embedded] = useState(() => embeddedProduct(id));
  return embedded ? <Details product={embedded} /> : <FetchedProduct id={id} />;
}

function FetchedProduct({ id }: { id: string }) {
  const t = useMessages(text);
  const product = useApiData<Product>(`product/${id}`);
  if (product.state === 'loading') return <Loading />;
  if (product.state === 'failed') return product.status === 404 ? <NotFound /> : <p role="alert">{t.failed}</p>;
  return <Details product={product.data} />;
}

/** /details/{productId}: everything docs/product/screens.md lists; visitors may look, buyers order and inquire. */
export default function ProductDetails() {
  const t = useMessages(text);
  const { locale } = useFormat();
  const [id] = useState(idFromPath);
  return (
    <div className="container market">
      <a className="back-link" href={localizedPath('/buy-commodities', locale)}>
        <span aria-hidden="true">&larr;</span> {t.browse}
      </a>
      {id ? <ProductById id={id} /> : <NotFound />}
    </div>
  );
}
