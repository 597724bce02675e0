// What a catalogue search asks for: words, category, sub-category, an origin, a price range
// (USD per MT). Buy Commodities filters its list with it, and the server tells a buyer when
// a newly published product matches one of their saved searches: one rule for both.
import type { Product } from './products.ts';

export interface CatalogueSearch {
  q: string;
  category: string;
  sub: string;
  /** Two-letter code of an origin country; '' for any. */
  origin: string;
  /** USD per MT; null when open. */
  min: number | null;
  max: number | null;
}

export const ANY_PRODUCT: CatalogueSearch = { q: '', category: '', sub: '', origin: '', min: null, max: null };

const searchable = (product: Product) =>
  [
    product.productName,
    product.category,
    product.subCategory,
    product.productDescription,
    ...Object.entries(product.productSpecification).flat(),
    ...product.CountryTraded.map((origin) => origin.countryName),
  ]
    .join(' ')
    .toLowerCase();

/** Every filter holds: each word of the search appears, same category, an origin, a price range that overlaps. */
export function productMatchesSearch(product: Product, search: CatalogueSearch): boolean {
  if (search.category && product.category !== search.category) return false;
  if (search.sub && product.subCategory !== search.sub) return false;
  if (search.origin && !product.CountryTraded.some((origin) => origin.countryCode === search.origin)) return false;
  if (search.min !== null && product.maxPricePerUnit < search.min) return false;
  if (search.max !== null && product.minPricePerUnit > search.max) return false;
  const words = search.q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const text = searchable(product);
    if (!words.every((word) => text.includes(word))) return false;
  }
  return true;
}

/**
 * The address bar query of Buy Commodities showing this search (its filters read the same
 * names): how a saved search is opened again.
 */
export function catalogueSearchQuery(search: CatalogueSearch): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value !== null && value !== '') params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
