import { useRef, useState } from 'react';
import { ApiFailure } from '../../../lib/api/failure.ts';
import { reportFailure } from '../../../lib/api/report.ts';
import { staffUpload } from '../../../lib/api/staff.ts';
import type { UploadedImage } from '../../../shared/content/content-files.contract.ts';
import { ImageThumbnail } from './ImageThumbnail.tsx';

interface Props {
  id: string;
  image: { src: string; alt: string };
  onUploaded(src: string, alt: string): void;
}

/**
 * Replaces an image: a PNG, JPEG, WebP or AVIF (checked by its bytes on the server, never an
 * SVG), with alt text required unless the picture is only decoration.
 */
export function ImagePicker({ id, image, onUploaded }: Props) {
  const [open, setOpen] = useState(false);
  const [alt, setAlt] = useState(image.alt);
  const [decorative, setDecorative] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function upload() {
    const file = fileInput.current?.files?.[0];
    if (!file) return setErrors({ file: 'Choose a picture.' });
    if (!decorative && !alt.trim()) return setErrors({ alt: 'Say what the picture shows, or mark it decorative.' });
    const form = new FormData();
    form.set('alt', decorative ? '' : alt.trim());
    form.set('decorative', String(decorative));
    form.set('file', file);
    setSending(true);
    try {
      const uploaded = await staffUpload<UploadedImage>('staff/content/images', form);
      onUploaded(uploaded.src, uploaded.alt);
      setOpen(false);
      setErrors({});
    } catch (error) {
      if (error instanceof ApiFailure && error.status < 500) {
        setErrors({ ...error.fieldErrors, ...(error.generalMessage ? { file: error.generalMessage } : {}) });
      } else reportFailure(error);
    } finally {
      setSending(false);
    }
  }

  if (!open) {
    return (
      <p className="content-image">
        <ImageThumbnail src={image.src} />
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          Upload a new picture
        </button>
      </p>
    );
  }
  // Inside the file's form, so no form of its own (HTML forbids nesting): the button sends it.
  return (
    <div className="content-upload" role="group" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>New picture</h4>
      <div>
        <div className="field">
          <label htmlFor={`${id}-file`}>Picture (PNG, JPEG, WebP or AVIF, up to 10 MB)</label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/avif"
            aria-invalid={errors['file'] ? true : undefined}
          />
          {errors['file'] && <span className="field-error">{errors['file']}</span>}
        </div>
        <div className="field">
          <label htmlFor={`${id}-alt`}>Alt text: what the picture shows</label>
          <input
            id={`${id}-alt`}
            type="text"
            value={alt}
            disabled={decorative}
            aria-invalid={errors['alt'] ? true : undefined}
            onChange={(e) => setAlt(e.target.value)}
          />
          {errors['alt'] && <span className="field-error">{errors['alt']}</span>}
        </div>
        <div className="field field-check">
          <label htmlFor={`${id}-decorative`}>
            <input
              id={`${id}-decorative`}
              type="checkbox"
              checked={decorative}
              onChange={(e) => setDecorative(e.target.checked)}
            />{' '}
            Decorative only (screen readers skip it)
          </label>
        </div>
        <div className="row-actions">
          <button type="button" className="btn btn-primary" disabled={sending} onClick={() => void upload()}>
            {sending ? 'Uploading...' : 'Upload'}
          </button>
          <button type="button" className="link-button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
