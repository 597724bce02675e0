import { useStore } from '@nanostores/react';
import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { goToLogin, goToNoConnection } from '../../../lib/navigation.ts';
import { localizedPath } from '../../../shared/i18n/locales.ts';
import { type Product, productName } from '../../../shared/products/products.ts';
import {
  PRODUCT_DATA_ID,
  productBodyHtml,
  type ProductSlot,
  productSlotSelector,
} from '../../../shared/products/product-page.ts';
import { takePendingAction } from '../../../lib/when-engaged.ts';
import { $currentUser } from '../../../stores/current-user.ts';
import { messages, useFormat, useMessages } from '../../../stores/locale.ts';
import { loadSession } from '../../../stores/session.ts';
import EmptyState from '../../shared/EmptyState.tsx';
import ProductCard from '../../shared/ProductCard.tsx';
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
  placeOrder: 'Place Order',
  makeInquiry: 'Make Inquiry',
  inquiry: 'Make an Inquiry',
  priceAlert: 'Price alert',
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

/** The page's served product content (ProductPage.astro), which the island completes. */
interface IslandProps {
  content: HTMLElement;
}

/** The slots of the served content (product-page.ts) that the island draws into. */
function slotsOf(content: HTMLElement) {
  const find = (name: ProductSlot) => content.querySelector<HTMLElement>(productSlotSelector(name));
  const [gallery, actions, more] = [find('gallery'), find('actions'), find('more')];
  return gallery && actions && more ? { gallery, actions, more } : null;
}

/**
 * `children` drawn into `target` in place of what the server had put there: the served nodes
 * go in the same commit (a layout effect), so nothing blinks between the two.
 */
function InPlaceOf({ target, children }: { target: HTMLElement; children: ReactNode }) {
  const [served] = useState(() => [...target.childNodes]);
  useLayoutEffect(() => {
    for (const node of served) node.remove();
  }, [served]);
  return createPortal(children, target);
}

/**
 * The interactive parts of a product page whose content is already on screen (name, price,
 * facts, specification, description): the gallery's thumbnails, the order and inquiry
 * buttons, the price alert and inquiry sections and related products, each drawn into its
 * slot. Drawing only these, rather than the whole page again, keeps the island's start short
 * on a slow phone (issue 27: total blocking time).
 */
function Interactive({ product, content }: IslandProps & { product: Product }) {
  const t = useMessages(text);
  const { locale } = useFormat();
  const user = useStore($currentUser);
  const [ordering, setOrdering] = useState(false);
  const [slots] = useState(() => slotsOf(content));
  const name = productName(product, locale);

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

  const act = (action: string | undefined) => {
    if (action === 'order') void whenSignedIn(() => setOrdering(true));
    else if (action === 'inquiry') void whenSignedIn(scrollToInquiry);
  };
  // The served button pressed while the island loaded, carried out now that it is here.
  useEffect(() => act(takePendingAction()), []);

  if (!slots) return null;
  return (
    <>
      <InPlaceOf target={slots.gallery}>
        <Gallery images={product.productImages} name={name} />
      </InPlaceOf>
      <InPlaceOf target={slots.actions}>
        <button type="button" className="btn btn-primary" onClick={() => act('order')}>
          {t.placeOrder}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => act('inquiry')}>
          {t.makeInquiry}
        </button>
      </InPlaceOf>
      {createPortal(
        <>
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
        </>,
        slots.more,
      )}
      {user && (
        <Suspense fallback={null}>
          <PlaceOrderModal product={product} open={ordering} onClose={() => setOrdering(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The product the server put in the page (src/shared/products/product-page.ts), when it is this one. */
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

/**
 * A product the server could not put in the page (its database was unreachable): fetched
 * here, then written as the server would have (productBodyHtml) before the interactive parts.
 */
function FetchedProduct({ id, content }: IslandProps & { id: string }) {
  const t = useMessages(text);
  const { locale } = useFormat();
  const product = useApiData<Product>(`product/${id}`);
  const [written, setWritten] = useState<Product | null>(null);
  const loaded = product.state === 'loaded' ? product.data : null;
  useLayoutEffect(() => {
    if (!loaded) return;
    content.innerHTML = productBodyHtml(loaded, locale);
    const site = document.title.split(' | ').at(-1) ?? '';
    document.title = `${productName(loaded, locale)} | ${site}`;
    setWritten(loaded);
  }, [loaded, locale, content]);
  if (product.state === 'failed') {
    return (
      <InPlaceOf target={content}>{product.status === 404 ? <NotFound /> : <p role="alert">{t.failed}</p>}</InPlaceOf>
    );
  }
  return written ? <Interactive product={written} content={content} /> : null;
}

/**
 * /details/{productId}: everything docs/product/screens.md lists; visitors may look, buyers
 * order and inquire.
 */
export default function ProductDetails({ content }: IslandProps) {
  const [id] = useState(idFromPath);
  const [embedded] = useState(() => (id ? embeddedProduct(id) : null));
  if (!id) {
    return (
      <InPlaceOf target={content}>
        <NotFound />
      </InPlaceOf>
    );
  }
  return embedded ? <Interactive product={embedded} content={content} /> : <FetchedProduct id={id} content={content} />;
}
