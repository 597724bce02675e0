import { type SubmitEvent, useRef } from 'react';
import { notifySuccess } from '../../../lib/api/report.ts';
import { staffDelete, staffPatch, staffUpload } from '../../../lib/api/staff.ts';
import type { StaffProductDetails, StaffProductImage } from '../../../shared/products/products.staff.contract.ts';
import { ALT_MAX, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '../../../shared/products/product-write.ts';
import { FileField } from '../../shared/FileField.tsx';
import { SubmitButton, TextField } from '../../shared/FormFields.tsx';
import { useFields } from '../../shared/useFields.ts';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import { useAction } from '../shared/useAction.ts';

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
  const action = useAction();
  const submission = useSubmit();
  const { values, setValues, field } = useFields({ alt: '' }, submission);
  const fileRef = useRef<HTMLInputElement>(null);
  const path = `staff/products/${product.id}/images`;
  // A move or a removal and an upload never run at once.
  const working = action.pending || submission.pending;

  const run = (call: () => Promise<StaffProductDetails>, done: string) =>
    action.run(call, (stored) => {
      onChange(stored);
      notifySuccess(done);
    });

  async function upload(event: SubmitEvent) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return submission.reject([{ field: 'file', message: 'Choose a picture to upload.' }]);
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
      return submission.reject([{ field: 'file', message: 'The picture is larger than 10 MB.' }]);
    }
    const form = new FormData();
    if (values.alt.trim()) form.append('alt', values.alt.trim());
    form.append('file', file);
    await submission.send(
      () => staffUpload<StaffProductDetails>(path, form),
      (stored) => {
        onChange(stored);
        notifySuccess('Picture added.');
        setValues({ alt: '' });
        if (fileRef.current) fileRef.current.value = '';
      },
    );
  }

  const images = product.productImages;
  const move = (image: StaffProductImage, position: number) =>
    run(() => staffPatch(`${path}/${image.id}`, { position }), `Picture moved to place ${position + 1}.`);

  return (
    <section className="card" aria-labelledby="product-images-title" aria-busy={working}>
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
                    disabled={working || index === 0}
                    onClick={() => move(image, index - 1)}
                  >
                    Move earlier<span className="visually-hidden">: picture {index + 1}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={working || index === images.length - 1}
                    onClick={() => move(image, index + 1)}
                  >
                    Move later<span className="visually-hidden">: picture {index + 1}</span>
                  </button>
                  {!image.isMain && (
                    <button
                      type="button"
                      className="btn btn-outline"
                      disabled={working}
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
                    disabled={working}
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
      <form ref={submission.ref} className="upload-form" onSubmit={upload} noValidate>
        <FileField
          id="product-image-file"
          label="Picture (JPEG, PNG or WebP, up to 10 MB)"
          ref={fileRef}
          accept={PRODUCT_IMAGE_TYPES.join(',')}
          submission={submission}
        />
        <TextField
          {...field('alt')}
          id="product-image-alt"
          label="What the picture shows"
          hint="Read out to buyers who cannot see it; leave empty for the product name."
          maxLength={ALT_MAX}
        />
        <SubmitAlerts submission={submission} />
        <SubmitButton pending={working}>Upload picture</SubmitButton>
      </form>
    </section>
  );
}
