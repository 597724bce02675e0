import { type SubmitEvent, useRef, useState } from 'react';
import { notifySuccess, reportFailure } from '../../lib/api/report.ts';
import { staffDelete, staffPatch, staffUpload } from '../../lib/api/staff.ts';
import type { StaffProductDetails, StaffProductImage } from '../../shared/contracts/staff-product.ts';
import { ALT_MAX, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '../../shared/product-write.ts';
import { SubmitButton, TextField } from '../shared/FormFields.tsx';

interface Props {
  product: StaffProductDetails;
  onChange: (product: StaffProductDetails) => void;
}

/**
 * The product's gallery: upload (JPEG, PNG or WebP up to 10 MB; the server makes the site's
 * sizes), move a picture earlier or later, choose the main one, remove one. Every control
 * is a button, so it all works from the keyboard.
 */
export default function ProductImages({ product, onChange }: Props) {
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState<string>();
  const [alt, setAlt] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const path = `staff/products/${product.id}/images`;

  async function run(action: () => Promise<StaffProductDetails>, done: string) {
    setBusy(true);
    try {
      onChange(await action());
      notifySuccess(done);
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  }

  async function upload(event: SubmitEvent) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return setFileError('Choose a picture to upload.');
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) return setFileError('The picture is larger than 10 MB.');
    setFileError(undefined);
    const form = new FormData();
    if (alt.trim()) form.append('alt', alt.trim());
    form.append('file', file);
    setBusy(true);
    try {
      onChange(await staffUpload<StaffProductDetails>(path, form));
      notifySuccess('Picture added.');
      setAlt('');
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      const failure = reportFailure(error, { showsFieldErrors: true });
      setFileError(failure.fieldErrors['file']);
    } finally {
      setBusy(false);
    }
  }

  const images = product.productImages;
  const move = (image: StaffProductImage, position: number) =>
    run(() => staffPatch(`${path}/${image.id}`, { position }), `Picture moved to place ${position + 1}.`);

  return (
    <section className="card" aria-labelledby="product-images-title" aria-busy={busy}>
      <h2 id="product-images-title">Pictures</h2>
      {images.length === 0 ? (
        <p>No pictures yet. Add one: the first becomes the main picture, which publishing needs.</p>
      ) : (
        <ol className="image-list">
          {images.map((image, index) => (
            <li key={image.id}>
              <img src={image.thumbnail} alt={image.alt} width={200} height={150} loading="lazy" />
              <div>
                <p>
                  {image.isMain && <span className="pill good">Main picture</span>} Place {index + 1}
                </p>
                <p className="muted">{image.alt}</p>
                <div className="row-actions">
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={busy || index === 0}
                    onClick={() => move(image, index - 1)}
                  >
                    Move earlier<span className="visually-hidden">: picture {index + 1}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={busy || index === images.length - 1}
                    onClick={() => move(image, index + 1)}
                  >
                    Move later<span className="visually-hidden">: picture {index + 1}</span>
                  </button>
                  {!image.isMain && (
                    <button
                      type="button"
                      className="btn btn-outline"
                      disabled={busy}
                      onClick={() =>
                        run(() => staffPatch(`${path}/${image.id}`, { isMain: true }), 'Main picture chosen.')
                      }
                    >
                      Make main<span className="visually-hidden">: picture {index + 1}</span>
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-outline danger"
                    disabled={busy}
                    onClick={() => run(() => staffDelete(`${path}/${image.id}`), 'Picture removed.')}
                  >
                    Remove<span className="visually-hidden">: picture {index + 1}</span>
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <form className="upload-form" onSubmit={upload} noValidate>
        <div className="field">
          <label htmlFor="product-image-file">Picture (JPEG, PNG or WebP, up to 10 MB)</label>
          <input
            ref={fileRef}
            id="product-image-file"
            name="file"
            type="file"
            accept={PRODUCT_IMAGE_TYPES.join(',')}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'product-image-file-error' : undefined}
          />
          {fileError && (
            <span id="product-image-file-error" className="field-error">
              {fileError}
            </span>
          )}
        </div>
        <TextField
          id="product-image-alt"
          label="What the picture shows"
          hint="Read out to buyers who cannot see it; leave empty for the product name."
          value={alt}
          maxLength={ALT_MAX}
          onChange={(e) => setAlt(e.target.value)}
        />
        <SubmitButton pending={busy}>Upload picture</SubmitButton>
      </form>
    </section>
  );
}
