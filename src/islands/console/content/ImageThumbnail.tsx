import { useEffect, useState } from 'react';
import { staffDownload } from '../../../lib/api/staff.ts';
import { isUploadedImage } from '../../../shared/content/content-images.ts';

/** The thumbnail's box, and the copy asked for it (its width on a 2x screen). */
const WIDTH = 64;
const HEIGHT = 48;

/**
 * A content image as the editor sees it in the form. The repository's art is on the live site;
 * an editor's upload is not until published, so it comes through the API with the staff
 * session (GET /api/staff/content/images/{name}: editors only, never public before it is
 * published) and is shown from memory.
 */
export function ImageThumbnail({ src }: { src: string }) {
  const uploaded = isUploadedImage(src);
  const [url, setUrl] = useState<string>();
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (!uploaded) return undefined;
    let made: string | undefined;
    let current = true;
    setUrl(undefined);
    setMissing(false);
    const name = src.split('/').pop() ?? '';
    staffDownload(`staff/content/images/${encodeURIComponent(name)}`, { width: WIDTH * 2 })
      .then(({ blob }) => {
        if (!current) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => {
        if (current) setMissing(true);
      });
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [src, uploaded]);

  if (missing) return <span className="content-thumbnail-missing">No such picture</span>;
  const shown = uploaded ? url : src;
  // Until the upload's bytes arrive, an empty box of the same size (no broken-image mark).
  if (!shown) return <span className="content-thumbnail-pending" aria-hidden="true" />;
  return <img src={shown} alt="" width={WIDTH} height={HEIGHT} loading="lazy" />;
}
