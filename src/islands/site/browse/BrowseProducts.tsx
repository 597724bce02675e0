import { categoryIn, subCategoryIn } from '../../../shared/i18n/trade-names.ts';
import { startTransition, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import type { Product } from '../../../shared/products/products.ts';
import { countryName } from '../../../lib/format/country-names.ts';
import { compareLabels } from '../../../shared/common/compare-labels.ts';
import { $locale, count, messages, params, stillBuiltEnglish, useMessages } from '../../../stores/locale.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { useStore } from '@nanostores/react';
import { SelectField, TextField } from '../../shared/FormFields.tsx';
import { useApiData } from '../../shared/useApiData.ts';
import { useHydrated } from '../../shared/useHydrated.ts';
import {
  applyFilters,
  type Filters,
  filterOptions,
  filtersFromSearch,
  NO_FILTERS,
  searchOfFilters,
  searchOfFilterSet,
  SORTS,
  type Sort,
} from '../../../shared/products/browse-filters.ts';
import {
  FIRST_CARDS,
  FIRST_CARDS_END,
  FIRST_CARDS_ID,
  FIRST_CARDS_START,
} from '../../../shared/products/product-card-html.ts';
import ProductCard from '../../shared/ProductCard.tsx';
import SaveSearch from './SaveSearch.tsx';
import './marketplace.css';

const text = messages('site/browse', {
  filters: 'Filter products',
  showFilters: 'Filters',
  activeCount: params('({count} active)'),
  search: 'Search',
  searchExample: 'Cashew, sesame, cotton...',
  category: 'Category',
  allCategories: 'All categories',
  sub: 'Sub-category',
  allSubs: 'All sub-categories',
  origin: 'Origin country',
  allOrigins: 'All origins',
  price: 'Price per MT (USD)',
  min: 'Min',
  max: 'Max',
  clear: 'Clear filters',
  products: 'Products',
  shown: count({ one: '{count} product', many: '{count} products' }),
  loading: 'Loading products...',
  sortBy: 'Sort by',
  ...SORTS,
  active: 'Active filters',
  remove: '(remove filter)',
  fromOrigin: params('From {origin}'),
  fromPrice: params('From ${price}/MT'),
  upToPrice: params('Up to ${price}/MT'),
  failed: 'The products could not be loaded. Please try again.',
  noneTitle: 'No products match these filters',
  noneText: 'Try another search or clear the filters. Looking for something we do not list? Ask our agents.',
});

/** Keeps the filters in the address bar, so the filtered list can be shared or bookmarked. */
function useUrlFilters(): [Filters, (next: Filters) => void] {
  // The page is pre-rendered without filters; the address bar's are applied once hydrated.
  const [filters, setFilters] = useState(NO_FILTERS);
  useEffect(() => {
    setFilters(filtersFromSearch(window.location.search));
    const onPop = () => setFilters(filtersFromSearch(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const update = (next: Filters) => {
    setFilters(next);
    window.history.replaceState(null, '', `${window.location.pathname}${searchOfFilters(next)}`);
  };
  return [filters, update];
}

/** Built into the page: placeholders where the server puts the first cards (src/server/plugins/catalogue-page.ts). */
const PLACEHOLDERS =
  FIRST_CARDS_START + '<li class="market-skeleton" aria-hidden="true"></li>'.repeat(FIRST_CARDS) + FIRST_CARDS_END;

/**
 * What the page was served with in the list's place: the first cards (or placeholders when
 * the address asks for filters). The island keeps that markup as it is, untouched by React,
 * until the catalogue is here, so hydrating changes nothing on screen.
 */
function useServedCards(): string {
  const [served] = useState(() =>
    typeof document === 'undefined' ? PLACEHOLDERS : (document.getElementById(FIRST_CARDS_ID)?.innerHTML ?? ''),
  );
  return served;
}

/**
 * How many cards to draw: the first ones as soon as the products are here, every one once the
 * browser is next idle, in a transition that React renders in slices, so a slow phone never
 * runs one long task drawing the whole catalogue while the page starts.
 */
function useFirstThenAll(ready: boolean): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!ready || all) return;
    const showAll = () => startTransition(() => setAll(true));
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(showAll, 50);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(showAll, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }, [ready, all]);
  return all ? Number.POSITIVE_INFINITY : FIRST_CARDS;
}

/**
 * /buy-commodities: product cards with search, filters and sorting, all in the URL.
 * `pageLocale` is the page's language: on a French page the filters and the sort wait hidden
 * (keeping their room) until their French words have loaded.
 */
export default function BrowseProducts({ pageLocale = 'en' }: { pageLocale?: Locale }) {
  const uid = useId();
  const t = useMessages(text);
  const wordsPending = stillBuiltEnglish(text, t, pageLocale);
  const locale = useStore($locale, { ssr: () => 'en' as const });
  // On a phone the filters wait behind a button, so the products are on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const list = useApiData<Product[]>('product');
  // The served page shows its first cards and no loading line: the island may wait for the
  // reader (client:engaged), so nothing is loading until it has started.
  const hydrated = useHydrated();
  const served = useServedCards();
  const [filters, setFilters] = useUrlFilters();
  // The catalogue's first drawing (filter choices, cards, the languages' formats) is deferred:
  // React renders it in slices between which the browser stays responsive.
  const products = useDeferredValue(list.state === 'loaded' ? list.data : null);
  const shown = useMemo(() => (products ? applyFilters(products, filters) : []), [products, filters]);
  const drawn = useFirstThenAll(products !== null);
  const options = useMemo(() => filterOptions(products ?? [], filters.category), [products, filters.category]);

  // Origin names and sort labels in the reader's language.
  const origins = useMemo(
    () =>
      options.origins
        .map(({ value, label }) => ({ value, label: countryName(value, label, locale) }))
        .sort((a, b) => compareLabels(a.label, b.label)),
    [options.origins, locale],
  );
  const originLabel = (code: string) => origins.find((o) => o.value === code)?.label ?? code;
  const sortOptions = (Object.keys(SORTS) as Sort[]).map((value) => ({ value, label: t[value] }));

  const id = (field: string) => `${uid}-${field}`;
  /** What a filter's form field takes: its id, name, value and what a change does. */
  const filterField = (field: Exclude<keyof Filters, 'sort'>) => ({
    id: id(field),
    name: field,
    value: filters[field],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...filters, [field]: event.target.value };
      // A sub-category belongs to one category: changing the category clears it.
      if (field === 'category') next.sub = '';
      setFilters(next);
    },
  });

  const chips: { label: string; clear: Partial<Filters> }[] = [
    ...(filters.q ? [{ label: `"${filters.q}"`, clear: { q: '' } }] : []),
    ...(filters.category ? [{ label: categoryIn(filters.category, locale), clear: { category: '', sub: '' } }] : []),
    ...(filters.sub ? [{ label: subCategoryIn(filters.sub, locale), clear: { sub: '' } }] : []),
    ...(filters.origin
      ? [
          {
            label: t.fromOrigin({ origin: originLabel(filters.origin) }),
            clear: { origin: '' },
          },
        ]
      : []),
    ...(filters.min ? [{ label: t.fromPrice({ price: filters.min }), clear: { min: '' } }] : []),
    ...(filters.max ? [{ label: t.upToPrice({ price: filters.max }), clear: { max: '' } }] : []),
  ];

  return (
    <div className="market-layout" data-words-pending={wordsPending || undefined}>
      <aside className="filters" aria-labelledby={id('filters')}>
        <h2 id={id('filters')}>{t.filters}</h2>
        <button
          type="button"
          className="btn btn-outline filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls={id('filter-form')}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {t.showFilters} {chips.length > 0 && t.activeCount({ count: chips.length })}
        </button>
        <form id={id('filter-form')} role="search" data-open={filtersOpen} onSubmit={(event) => event.preventDefault()}>
          <TextField {...filterField('q')} label={t.search} type="search" placeholder={t.searchExample} />
          <SelectField
            {...filterField('category')}
            label={t.category}
            placeholder={t.allCategories}
            options={options.categories.map((c) => ({ value: c, label: categoryIn(c, locale) }))}
          />
          <SelectField
            {...filterField('sub')}
            label={t.sub}
            placeholder={t.allSubs}
            options={options.subCategories.map((c) => ({ value: c, label: subCategoryIn(c, locale) }))}
          />
          <SelectField {...filterField('origin')} label={t.origin} placeholder={t.allOrigins} options={origins} />
          <fieldset>
            <legend>{t.price}</legend>
            <div className="price-inputs">
              <TextField {...filterField('min')} label={t.min} type="number" min={0} inputMode="numeric" />
              <TextField {...filterField('max')} label={t.max} type="number" min={0} inputMode="numeric" />
            </div>
          </fieldset>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setFilters({ ...NO_FILTERS, sort: filters.sort })}
            disabled={chips.length === 0}
          >
            {t.clear}
          </button>
        </form>
      </aside>
      <section aria-labelledby={id('results')}>
        <h2 id={id('results')} className="visually-hidden">
          {t.products}
        </h2>
        <div className="results-bar">
          <p className="results-count" role="status" aria-live="polite">
            {products ? t.shown(shown.length) : hydrated && t.loading}
          </p>
          <SelectField
            id={id('sort')}
            name="sort"
            label={t.sortBy}
            options={sortOptions}
            value={filters.sort}
            onChange={(event) => setFilters({ ...filters, sort: event.target.value as Sort })}
          />
        </div>
        {chips.length > 0 && (
          <ul className="chips" aria-label={t.active}>
            {chips.map((chip) => (
              <li key={chip.label}>
                <button type="button" onClick={() => setFilters({ ...filters, ...chip.clear })}>
                  {chip.label} <span aria-hidden="true">&times;</span>
                  <span className="visually-hidden"> {t.remove}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {chips.length > 0 && (
          <SaveSearch search={searchOfFilterSet(filters)} suggestedName={chips.map((chip) => chip.label).join(', ')} />
        )}
        {!products && list.state !== 'failed' && (
          <ul className="market-grid" id={FIRST_CARDS_ID} dangerouslySetInnerHTML={{ __html: served }} />
        )}
        {list.state === 'failed' && <p role="alert">{t.failed}</p>}
        {products && shown.length === 0 && (
          <div className="market-empty">
            <h3>{t.noneTitle}</h3>
            <p>{t.noneText}</p>
            <button type="button" className="btn btn-primary" onClick={() => setFilters({ ...NO_FILTERS })}>
              {t.clear}
            </button>
          </div>
        )}
        {shown.length > 0 && (
          <ul className="market-grid">
            {shown.slice(0, drawn).map((product) => (
              <ProductCard key={product.id} product={product} layout="grid" headingLevel={2} showOrigins />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
