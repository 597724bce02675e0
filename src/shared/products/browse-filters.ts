// The browse page's search, filters and sorting, kept in the URL so a filtered list can be shared.
import { compareLabels } from '../common/compare-labels.ts';
import { type CatalogueSearch, productMatchesSearch } from './catalogue-search.ts';
import type { Product } from './products.ts';

export const SORTS = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
} as const;
export type Sort = keyof typeof SORTS;

export interface Filters {
  q: string;
  category: string;
  sub: string;
  /** Two-letter code of an origin country. */
  origin: string;
  /** USD per MT; '' when open. */
  min: string;
  max: string;
  sort: Sort;
}

export const NO_FILTERS: Filters = { q: '', category: '', sub: '', origin: '', min: '', max: '', sort: 'featured' };

const isSort = (value: string | null): value is Sort => value !== null && value in SORTS;

export function filtersFromSearch(search: string): Filters {
  const params = new URLSearchParams(search);
  const text = (name: keyof Filters) => params.get(name)?.trim() ?? '';
  const sort = params.get('sort');
  return {
    q: text('q'),
    category: text('category'),
    sub: text('sub'),
    origin: text('origin').toUpperCase(),
    min: text('min'),
    max: text('max'),
    sort: isSort(sort) ? sort : 'featured',
  };
}

/** The query string of a filter set, without empty or default values ("" when none). */
export function searchOfFilters(filters: Filters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value && !(key === 'sort' && value === 'featured')) params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Whether an address's query asks for filters or an order other than the default: the
 * server then draws no first cards, since the island's list will differ from them.
 */
export const asksForFilters = (search: string) => searchOfFilters(filtersFromSearch(search)) !== '';

const price = (text: string) => {
  const value = Number(text);
  return text !== '' && Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** The search a filter set asks for (prices read as numbers, an unreadable one as open). */
export const searchOfFilterSet = (filters: Filters): CatalogueSearch => ({
  q: filters.q,
  category: filters.category,
  sub: filters.sub,
  origin: filters.origin,
  min: price(filters.min) ?? null,
  max: price(filters.max) ?? null,
});

/** Products matching every filter (src/shared/products/catalogue-search.ts), in the chosen order. */
export function applyFilters(products: Product[], filters: Filters): Product[] {
  const search = searchOfFilterSet(filters);
  const matching = products.filter((product) => productMatchesSearch(product, search));
  const byName = (a: Product, b: Product) => a.productName.localeCompare(b.productName, 'en');
  switch (filters.sort) {
    case 'price-asc':
      return [...matching].sort((a, b) => a.minPricePerUnit - b.minPricePerUnit || byName(a, b));
    case 'price-desc':
      return [...matching].sort((a, b) => b.maxPricePerUnit - a.maxPricePerUnit || byName(a, b));
    case 'name':
      return [...matching].sort(byName);
    default:
      return matching;
  }
}

const unique = (values: string[]) => [...new Set(values)].sort(compareLabels);

/** The choices each filter offers, from the products themselves. */
export function filterOptions(products: Product[], category: string) {
  const origins = new Map<string, string>();
  for (const product of products)
    for (const origin of product.CountryTraded) origins.set(origin.countryCode, origin.countryName);
  return {
    categories: unique(products.map((product) => product.category)),
    subCategories: unique(products.filter((p) => !category || p.category === category).map((p) => p.subCategory)),
    origins: [...origins].map(([value, label]) => ({ value, label })).sort((a, b) => compareLabels(a.label, b.label)),
  };
}
