import { formatDateTime, formatNumber } from '../../../lib/format/numbers.ts';
import type { StaffProduct } from '../../../shared/products/products.staff.contract.ts';
import { FOCUS_CATEGORIES, type FocusCategory } from '../../../shared/common/enums.ts';
import { FindCard, type ListChoice, ResultsCard } from '../shared/ListParts.tsx';
import { type ListFilter, urlPage, urlParam, useFilteredList } from '../shared/useFilteredList.ts';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import '../../shared/hub.css';
import '../shared/console.css';
import './products.css';

interface Filter extends ListFilter {
  q?: string | undefined;
  category?: FocusCategory | undefined;
  published?: 'true' | 'false' | undefined;
}

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

const CHOICES: ListChoice<Filter>[] = [
  {
    name: 'category',
    label: 'Category',
    placeholder: 'Any category',
    options: FOCUS_CATEGORIES.map((value) => ({ value, label: value })),
  },
  {
    name: 'published',
    label: 'Shown to buyers',
    placeholder: 'Published or not',
    options: [
      { value: 'true', label: 'Published' },
      { value: 'false', label: 'Not published' },
    ],
  },
];

const priceRange = (min: number, max: number) =>
  min === max ? `US$${formatNumber(min)}` : `US$${formatNumber(min)}–${formatNumber(max)}`;

/** Products (admins): the whole catalogue, published or not, searched, filtered and paged. */
export default function ProductsScreen() {
  const access = useScreenAccess();
  const { allowed } = access;
  const list = useFilteredList<StaffProduct, Filter>('staff/products', filterFromUrl, {
    enabled: allowed,
  });

  if (!access.ready) return access.gate;
  return (
    <div className="console-screen">
      <FindCard
        noun="products"
        list={list}
        choices={CHOICES}
        searchHint="Name, sub-category or supplier"
        action={
          <a className="btn btn-primary" href="/console/products/new">
            Add a product
          </a>
        }
      />
      <ResultsCard
        title="Products"
        noun="products"
        one="product"
        caption="Products, most recently changed first"
        list={list}
        pagerLabel="Product pages"
        columns={['Product', 'Category', 'Price per MT', 'Origins', 'Status', 'Changed']}
      >
        {list.page?.items.map((product) => {
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
      </ResultsCard>
    </div>
  );
}
