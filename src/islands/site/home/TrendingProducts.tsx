import { useEffect, useState } from 'react';
import { apiGet } from '../../../lib/api/http.ts';
import { toFailure } from '../../../lib/api/failure.ts';
import { goToNoConnection } from '../../../lib/navigation.ts';
import type { Product } from '../../../shared/products/products.ts';
import MakeInquiryButton from './MakeInquiryButton.tsx';
import ProductCard from '../../shared/ProductCard.tsx';
import { SkeletonRow, SkeletonTop } from './TrendingSkeleton.tsx';
import './trending.css';

export interface TrendingProductsProps {
  ad: { heading: string; text: string; button: string };
  /** Shown when the product list cannot be loaded (and the server did answer). */
  unavailable: string;
}

/** Two rows of up to five cards. */
const ROW = 5;

type State = { status: 'loading' } | { status: 'ready'; products: Product[] } | { status: 'failed' };

/** Trending Products with the ad band between the two rows (docs/product/site.md), hydrated when visible. */
export default function TrendingProducts({ ad, unavailable }: TrendingProductsProps) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    apiGet<Product[]>('product')
      .then((products) => live && setState({ status: 'ready', products }))
      .catch((error: unknown) => {
        // docs/product/errors.md: a product load that cannot reach the server goes to /no-connection.
        if (toFailure(error).network) return goToNoConnection();
        console.error('Could not load the trending products', error);
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, []);

  const band = (
    <aside className="ad-band" aria-labelledby="ad-band-heading">
      <div>
        <h3 id="ad-band-heading">{ad.heading}</h3>
        <p>{ad.text}</p>
      </div>
      <MakeInquiryButton label={ad.button} />
    </aside>
  );

  const loading = state.status === 'loading';
  const products = state.status === 'ready' ? state.products.slice(0, ROW * 2) : [];
  const row = (items: Product[]) =>
    items.length > 0 ? (
      <ul className="product-row">
        {items.map((product) => (
          <ProductCard key={product.id} product={product} layout="row" />
        ))}
      </ul>
    ) : null;

  // One slot per part, in the same order while loading and after: the band is never remounted.
  return (
    <div className={loading ? 'trending trending-skeleton' : 'trending'}>
      {loading ? <SkeletonTop /> : null}
      {state.status === 'failed' ? <p className="trending-message">{unavailable}</p> : null}
      {loading ? <SkeletonRow /> : row(products.slice(0, ROW))}
      {band}
      {loading ? <SkeletonRow /> : row(products.slice(ROW))}
    </div>
  );
}
