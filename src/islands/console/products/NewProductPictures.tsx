import { useEffect, useId, useState } from 'react';
import { ALT_MAX, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '../../../shared/products/product-write.ts';
import { TextField } from '../../shared/FormFields.tsx';

/** A picture chosen for a product not yet saved: sent once the product exists. */
export interface PendingPicture {
  file: File;
  alt: string;
}

const TAKEN: readonly string[] = PRODUCT_IMAGE_TYPES;

/** Why a chosen file cannot be a product picture, or null when it can. */
export function pictureProblem(file: File): string | null {
  if (!TAKEN.includes(file.type)) return `${file.name} is not a JPEG, PNG or WebP picture.`;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return `${file.name} is larger than 10 MB.`;
  return null;
}

/** A chosen file shown from memory (its object URL released when it leaves the list). */
function Preview({ file }: { file: File }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <img src={url} alt="" width={200} height={150} /> : null;
}

/**
 * Pictures for the new-product screen: chosen now, checked here (type and size), each with
 * what it shows, and uploaded right after the product is added (the first becomes the main one).
 */
export default function NewProductPictures({
  pictures,
  onChange,
}: {
  pictures: PendingPicture[];
  onChange: (pictures: PendingPicture[]) => void;
}) {
  const uid = useId();
  const [problems, setProblems] = useState<string[]>([]);

  function choose(files: FileList | null) {
    const chosen = [...(files ?? [])];
    setProblems(chosen.map(pictureProblem).filter((problem) => problem !== null));
    onChange([...pictures, ...chosen.filter((file) => !pictureProblem(file)).map((file) => ({ file, alt: '' }))]);
  }

  return (
    <section className="card" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>Pictures</h2>
      <p className="muted">Added with the product; the first becomes its main picture, which publishing needs.</p>
      {pictures.length > 0 && (
        <ol className="image-list">
          {pictures.map((picture, index) => (
            <li key={`${picture.file.name}-${index}`}>
              <Preview file={picture.file} />
              <div>
                <p>
                  {index === 0 && <span className="pill good">Main picture</span>} {picture.file.name}
                </p>
                <TextField
                  id={`${uid}-alt-${index}`}
                  label="What the picture shows"
                  hint="Read out to buyers who cannot see it; leave empty for the product name."
                  maxLength={ALT_MAX}
                  value={picture.alt}
                  onChange={(event) =>
                    onChange(pictures.map((p, i) => (i === index ? { ...p, alt: event.target.value } : p)))
                  }
                />
                <button
                  type="button"
                  className="btn btn-outline danger"
                  onClick={() => onChange(pictures.filter((_, i) => i !== index))}
                >
                  Remove<span className="visually-hidden">: {picture.file.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <TextField
        id={`${uid}-files`}
        type="file"
        label="Add pictures (JPEG, PNG or WebP, up to 10 MB each)"
        accept={PRODUCT_IMAGE_TYPES.join(',')}
        multiple
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          choose(input.files);
          input.value = ''; // the same file can be chosen again after a Remove
        }}
        {...(problems.length > 0 ? { error: problems.join(' ') } : {})}
      />
    </section>
  );
}
