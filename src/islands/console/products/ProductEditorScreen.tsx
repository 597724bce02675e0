import { useState } from 'react';
import { failureReason, notifyFailure, notifySuccess } from '../../../lib/api/report.ts';
import { staffPatch, staffPost, staffUpload } from '../../../lib/api/staff.ts';
import { formatDateTime, formatUsd } from '../../../lib/format/numbers.ts';
import type { StaffProductDetails } from '../../../shared/products/products.staff.contract.ts';
import { PUBLISH_NEEDS_IMAGE } from '../../../shared/products/product-write.ts';
import ProductForm from './ProductForm.tsx';
import NewProductPictures, { type PendingPicture } from './NewProductPictures.tsx';
import ProductImages from './ProductImages.tsx';
import { EMPTY_PRODUCT, formFromProduct, payloadOf, type ProductFormState } from './product-form.ts';
import { useAction } from '../shared/useAction.ts';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import NotFound, { BackToList } from '../shared/NotFound.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import '../../shared/hub.css';
import '../shared/console.css';
import './products.css';
import { idFromPath, lastPathSegment } from '../../../lib/path-id.ts';

/** /console/products/new, or the product id of /console/products/{id} (one shell for every id). */
function productIdFromPath(): string | 'new' | null {
  return lastPathSegment() === 'new' ? 'new' : idFromPath();
}

function Publishing({
  product,
  onChange,
}: {
  product: StaffProductDetails;
  onChange: (p: StaffProductDetails) => void;
}) {
  const { pending, run } = useAction();
  const hasMain = product.productImages.some((image) => image.isMain);
  const toggle = () =>
    run(
      () => staffPatch<StaffProductDetails>(`staff/products/${product.id}`, { published: !product.published }),
      (stored) => {
        onChange(stored);
        notifySuccess(product.published ? 'Unpublished: buyers no longer see it.' : 'Published: buyers see it now.');
      },
    );
  return (
    <section className="card" aria-labelledby="publishing-title">
      <h2 id="publishing-title">Publishing</h2>
      <p>
        {product.published ? (
          <>
            <span className="pill good">Published</span> Buyers see it in the marketplace.{' '}
            <a href={`/details/${product.id}`}>Open its page</a>
          </>
        ) : (
          <>
            <span className="pill warn">Not published</span> Buyers do not see it; orders and inquiries that name it
            still show it.
          </>
        )}
      </p>
      {!product.published && !hasMain && <p className="muted">{PUBLISH_NEEDS_IMAGE}</p>}
      <button
        type="button"
        className={product.published ? 'btn btn-outline' : 'btn btn-primary'}
        disabled={pending || (!product.published && !hasMain)}
        onClick={() => void toggle()}
      >
        {product.published ? 'Unpublish' : 'Publish'}
      </button>
    </section>
  );
}

function PriceHistory({ product }: { product: StaffProductDetails }) {
  if (product.priceHistory.length === 0) return null;
  return (
    <section className="card" aria-labelledby="price-history-title">
      <h2 id="price-history-title">Price history</h2>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">Prices per origin, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Set</th>
              <th scope="col">Origin</th>
              <th scope="col">Price per MT</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {product.priceHistory.map((entry) => (
              <tr key={`${entry.countryCode}-${entry.recordedAt}`}>
                <td>
                  <time dateTime={entry.recordedAt}>{formatDateTime(entry.recordedAt)}</time>
                </td>
                <td>{entry.countryName}</td>
                <td>{formatUsd(entry.pricePerMT)}</td>
                <td>{entry.actorName ?? 'Market history'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Add a product, or edit one: every field, its origins and prices, its pictures, publishing. */
export default function ProductEditorScreen() {
  const access = useScreenAccess();
  const { allowed } = access;
  const [target] = useState(productIdFromPath);
  const editing = Boolean(allowed && target && target !== 'new');
  const {
    data: product,
    setData: setProduct,
    missing,
  } = useStaffData<StaffProductDetails>(`staff/products/${target}`, { enabled: editing });
  // Bumped after a save so the form starts again from what the server stored.
  const [version, setVersion] = useState(0);
  // The new-product screen's pictures, sent once the product exists.
  const [pictures, setPictures] = useState<PendingPicture[]>([]);

  if (!access.ready) return access.gate;
  if (!target || missing) {
    return <NotFound name="Product" back={<BackToList href="/console/products" label="All products" />} />;
  }

  const create = (form: ProductFormState) => staffPost<StaffProductDetails>('staff/products', payloadOf(form));
  async function created(added: StaffProductDetails) {
    // The product is stored; a picture the server refuses is named, and can be added again on its page.
    let sent = 0;
    for (const picture of pictures) {
      const form = new FormData();
      if (picture.alt.trim()) form.append('alt', picture.alt.trim());
      form.append('file', picture.file);
      try {
        await staffUpload(`staff/products/${added.id}/images`, form);
        sent += 1;
      } catch (error) {
        notifyFailure(`${picture.file.name} was not added: ${failureReason(error)}`);
      }
    }
    notifySuccess(
      sent > 0
        ? `Product added with ${sent} ${sent === 1 ? 'picture' : 'pictures'}: publish it when ready.`
        : 'Product added. Add a picture, then publish it.',
    );
    window.location.assign(`/console/products/${added.id}`);
  }

  const save = (form: ProductFormState) =>
    staffPatch<StaffProductDetails>(`staff/products/${product!.id}`, payloadOf(form));
  function saved(stored: StaffProductDetails) {
    setProduct(stored);
    setVersion((v) => v + 1);
    notifySuccess(stored.published ? 'Saved: buyers see the change now.' : 'Saved.');
  }

  if (target === 'new') {
    return (
      <div className="console-screen">
        <p>
          <a href="/console/products">All products</a>
        </p>
        <section className="card" aria-labelledby="new-product-title">
          <h2 id="new-product-title">New product</h2>
          <p className="muted">It stays unpublished until it has a main picture and you publish it.</p>
          <ProductForm initial={EMPTY_PRODUCT} submitLabel="Add product" send={create} onSaved={created} />
        </section>
        <NewProductPictures pictures={pictures} onChange={setPictures} />
      </div>
    );
  }
  if (!product) return <p role="status">Loading...</p>;
  return (
    <div className="console-screen">
      <p>
        <a href="/console/products">All products</a>
      </p>
      <div className="product-editor-grid">
        <section className="card" aria-labelledby="product-title">
          <h2 id="product-title">{product.productName}</h2>
          <ProductForm
            key={version}
            initial={formFromProduct(product)}
            submitLabel="Save changes"
            send={save}
            onSaved={saved}
          />
        </section>
        <div className="console-screen">
          <Publishing product={product} onChange={setProduct} />
          <ProductImages product={product} onChange={setProduct} />
          <PriceHistory product={product} />
        </div>
      </div>
    </div>
  );
}
