import { useEffect, useId, useMemo, useState } from 'react';
import type { Product } from '../../../shared/product/product.ts';
import { SelectField, TextField } from '../../shared/FormFields.tsx';
import { useApiData } from '../../shared/useApiData.ts';
import {
  applyFilters,
  type Filters,
  filterOptions,
  filtersFromSearch,
  NO_FILTERS,
  searchOfFilters,
  SORTS,
  type Sort,
} from './filters.ts';
import ProductCard from '../../shared/ProductCard.tsx';
import './marketplace.css';

const SORT_OPTIONS = Object.entries(SORTS).map(([value, label]) => ({ value, label }));

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

function Skeleton() {
  return (
    <ul className="market-grid" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="market-skeleton" />
      ))}
    </ul>
  );
}

/** /buy-commodities: product cards with search, filters and sorting, all in the URL. */
export default function BrowseProducts() {
  const uid = useId();
  const list = useApiData<Product[]>('product');
  const [filters, setFilters] = useUrlFilters();
  const products = list.state === 'loaded' ? list.data : null;
  const shown = useMemo(() => (products ? applyFilters(products, filters) : []), [products, filters]);
  const options = useMemo(() => filterOptions(products ?? [], filters.category), [products, filters.category]);

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
    ...(filters.category ? [{ label: filters.category, clear: { category: '', sub: '' } }] : []),
    ...(filters.sub ? [{ label: filters.sub, clear: { sub: '' } }] : []),
    ...(filters.origin
      ? [
          {
            label: `From ${options.origins.find((o) => o.value === filters.origin)?.label ?? filters.origin}`,
            clear: { origin: '' },
          },
        ]
      : []),
    ...(filters.min ? [{ label: `From $${filters.min}/MT`, clear: { min: '' } }] : []),
    ...(filters.max ? [{ label: `Up to $${filters.max}/MT`, clear: { max: '' } }] : []),
  ];

  return (
    <div className="market-layout">
      <aside className="filters" aria-labelledby={id('filters')}>
        <h2 id={id('filters')}>Filter products</h2>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <TextField {...filterField('q')} label="Search" type="search" placeholder="Cashew, sesame, cotton..." />
          <SelectField
            {...filterField('category')}
            label="Category"
            placeholder="All categories"
            options={options.categories.map((c) => ({ value: c, label: c }))}
          />
          <SelectField
            {...filterField('sub')}
            label="Sub-category"
            placeholder="All sub-categories"
            options={options.subCategories.map((c) => ({ value: c, label: c }))}
          />
          <SelectField
            {...filterField('origin')}
            label="Origin country"
            placeholder="All origins"
            options={options.origins}
          />
          <fieldset>
            <legend>Price per MT (USD)</legend>
            <div className="price-inputs">
              <TextField {...filterField('min')} label="Min" type="number" min={0} inputMode="numeric" />
              <TextField {...filterField('max')} label="Max" type="number" min={0} inputMode="numeric" />
            </div>
          </fieldset>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setFilters({ ...NO_FILTERS, sort: filters.sort })}
            disabled={chips.length === 0}
          >
            Clear filters
          </button>
        </form>
      </aside>
      <section aria-labelledby={id('results')}>
        <h2 id={id('results')} className="visually-hidden">
          Products
        </h2>
        <div className="results-bar">
          <p className="results-count" role="status" aria-live="polite">
            {products ? `${shown.length} ${shown.length === 1 ? 'product' : 'products'}` : 'Loading products...'}
          </p>
          <SelectField
            id={id('sort')}
            name="sort"
            label="Sort by"
            options={SORT_OPTIONS}
            value={filters.sort}
            onChange={(event) => setFilters({ ...filters, sort: event.target.value as Sort })}
          />
        </div>
        {chips.length > 0 && (
          <ul className="chips" aria-label="Active filters">
            {chips.map((chip) => (
              <li key={chip.label}>
                <button type="button" onClick={() => setFilters({ ...filters, ...chip.clear })}>
                  {chip.label} <span aria-hidden="true">&times;</span>
                  <span className="visually-hidden"> (remove filter)</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {list.state === 'loading' && <Skeleton />}
        {list.state === 'failed' && <p role="alert">The products could not be loaded. Please try again.</p>}
        {products && shown.length === 0 && (
          <div className="market-empty">
            <h3>No products match these filters</h3>
            <p>Try another search or clear the filters. Looking for something we do not list? Ask our agents.</p>
            <button type="button" className="btn btn-primary" onClick={() => setFilters({ ...NO_FILTERS })}>
              Clear filters
            </button>
          </div>
        )}
        {shown.length > 0 && (
          <ul className="market-grid">
            {shown.map((product) => (
              <ProductCard key={product.id} product={product} layout="grid" headingLevel={2} showOrigins />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
