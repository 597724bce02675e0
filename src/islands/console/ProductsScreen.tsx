import { type SubmitEvent, useState } from 'react';
import { formatDateTime, formatNumber } from '../../lib/format/numbers.ts';
import type { StaffProduct } from '../../shared/contracts/staff-product.ts';
import { FOCUS_CATEGORIES, type FocusCategory } from '../../shared/enums.ts';
import { can } from '../../shared/permissions.ts';
import { SelectField, TextField } from '../shared/FormFields.tsx';
import Pager from '../shared/Pager.tsx';
import NotAllowed from './NotAllowed.tsx';
import { type ListFilter, urlPage, urlParam, useFilteredPage } from './useFilteredPage.ts';
import { useStaffMember } from './useStaffMember.ts';
import '../shared/hub.css';
import './console.css';
import './products.css';

interface Filter extends ListFilter {
  q?: string | undefined;
  category?: FocusCategory | undefined;
  published?: 'true' | 'false' | undefined;
}

const PAGE_SIZE = 20;

/** The filter lives in the address bar, so a filtered list can be linked to and survives a reload. */
function filterFromUrl(): Filter {
  const category = urlParam('category') as FocusCategory | undefined;
  const published = urlParam('published');
  return {
    q: urlParam('q'),
    category: category && FOCUS_CATEGORIES.includes(category) ? category : undefined,
    published: published === 'true' || published === 'false' ? published : undefined,
    page: urlPage(),
  };
}

const priceRange = (min: number, max: number) =>
  min === max ? `US$${formatNumber(min)}` : `US$${formatNumber(min)}–${formatNumber(max)}`;

/** Products (admins): the whole catalogue, published or not, searched, filtered and paged. */
export default function ProductsScreen() {
  const member = useStaffMember();
  const [filter, setFilter] = useState<Filter>(filterFromUrl);
  const [search, setSearch] = useState(filter.q ?? '');
  const { page, loading, pageCount } = useFilteredPage<StaffProduct>(
    'staff/products',
    filter,
    { ...filter, pageSize: PAGE_SIZE },
    Boolean(member && can(member.role, 'catalogue.manage')),
  );

  function applySearch(event: SubmitEvent) {
    event.preventDefault();
    setFilter((f) => ({ ...f, q: search.trim() || undefined, page: 1 }));
  }

  if (!member) return <p role="status">Loading...</p>;
  if (!can(member.role, 'catalogue.manage')) return <NotAllowed />;
  return (
    <div className="console-screen">
      <section className="card" aria-labelledby="products-filter-title">
        <div className="card-head">
          <h2 id="products-filter-title">Find products</h2>
          <a className="btn btn-primary" href="/console/products/new">
            Add a product
          </a>
        </div>
        <div className="filters">
          <SelectField
            id="category"
            label="Category"
            value={filter.category ?? ''}
            onChange={(e) =>
              setFilter((f) => ({ ...f, category: (e.target.value || undefined) as Filter['category'], page: 1 }))
            }
            placeholder="Any category"
            options={FOCUS_CATEGORIES.map((value) => ({ value, label: value }))}
          />
          <SelectField
            id="published"
            label="Shown to buyers"
            value={filter.published ?? ''}
            onChange={(e) =>
              setFilter((f) => ({ ...f, published: (e.target.value || undefined) as Filter['published'], page: 1 }))
            }
            placeholder="Published or not"
            options={[
              { value: 'true', label: 'Published' },
              { value: 'false', label: 'Not published' },
            ]}
          />
          <form className="filters" role="search" onSubmit={applySearch}>
            <TextField
              id="q"
              type="search"
              label="Search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              hint="Name, sub-category or supplier"
            />
            <button type="submit" className="btn btn-primary">
              Search
            </button>
          </form>
        </div>
      </section>
      <section className="card" aria-labelledby="products-title" aria-busy={loading}>
        <div className="card-head">
          <h2 id="products-title">Products</h2>
          {page && <span className="muted">{formatNumber(page.total)} products</span>}
        </div>
        {page && page.items.length === 0 ? (
          <p role="status">No products match.</p>
        ) : (
          <div className="table-scroll">
            <table className="data-table">
              <caption className="visually-hidden">Products, most recently changed first</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Category</th>
                  <th scope="col">Price per MT</th>
                  <th scope="col">Origins</th>
                  <th scope="col">Status</th>
                  <th scope="col">Changed</th>
                </tr>
              </thead>
              <tbody>
                {page?.items.map((product) => {
                  const main = product.productImages.find((image) => image.isMain);
                  return (
                    <tr key={product.id}>
                      <td>
                        <div className="product-cell">
                          {main ? (
                            <img src={main.thumbnail} alt="" width={64} height={48} loading="lazy" />
                          ) : (
                            <span className="no-picture" aria-hidden="true" />
                          )}
                          <a href={`/console/products/${product.id}`}>{product.productName}</a>
                        </div>
                      </td>
                      <td>
                        {product.category}
                        <br />
                        <span className="muted">{product.subCategory}</span>
                      </td>
                      <td>{priceRange(product.minPricePerUnit, product.maxPricePerUnit)}</td>
                      <td>{product.CountryTraded.map((origin) => origin.countryName).join(', ')}</td>
                      <td>
                        {product.published ? (
                          <span className="pill good">Published</span>
                        ) : (
                          <span className="pill warn">Not published</span>
                        )}
                      </td>
                      <td>
                        <time dateTime={product.updatedAt}>{formatDateTime(product.updatedAt)}</time>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <Pager
          page={filter.page}
          pageCount={pageCount}
          onPage={(p) => setFilter((f) => ({ ...f, page: p }))}
          label="Product pages"
        />
      </section>
    </div>
  );
}
