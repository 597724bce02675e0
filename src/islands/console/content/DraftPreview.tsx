import { useEffect, useState } from 'react';
import { reportFailure } from '../../../lib/api/report.ts';
import { staffGet, staffPost } from '../../../lib/api/staff.ts';
import type { DraftPreview as Preview } from '../../../shared/content/content.contract.ts';
import { PreviewFrame } from './PreviewFrame.tsx';

/** How often a building preview is asked about (a build takes 20 to 60 seconds). */
const POLL_MS = 1500;

/**
 * "Preview before publishing": the saved content is built into a preview of its own (the live
 * site is untouched), then its pages are shown, changed pages first, in both languages.
 */
export function DraftPreview({ touched, revision }: { touched: readonly string[]; revision: number }) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [asking, setAsking] = useState(false);
  // A save after the preview was built makes it out of date: the editor builds it again.
  const [builtAt, setBuiltAt] = useState<number | null>(null);

  useEffect(() => {
    if (preview?.status !== 'BUILDING') return;
    const timer = setTimeout(() => {
      staffGet<Preview>(`staff/content/previews/${preview.id}`).then(setPreview, reportFailure);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [preview]);

  async function build() {
    setAsking(true);
    try {
      setPreview(await staffPost<Preview>('staff/content/previews', {}));
      setBuiltAt(revision);
    } catch (error) {
      reportFailure(error);
    } finally {
      setAsking(false);
    }
  }

  const building = asking || preview?.status === 'BUILDING';
  return (
    <div className="content-draft-preview">
      <button type="button" className="btn btn-secondary" disabled={building} onClick={() => void build()}>
        {building ? 'Building the preview...' : preview ? 'Preview again' : 'Preview before publishing'}
      </button>
      <p role="status" className="muted">
        {building
          ? 'Building the site with your saved changes (under a minute); the live site does not change.'
          : preview?.status === 'READY' && builtAt !== revision
            ? 'Saved since this preview: preview again to see the latest.'
            : ''}
      </p>
      {preview?.status === 'FAILED' && (
        <pre className="content-build-error" role="alert">
          The preview could not be built: {preview.error}
        </pre>
      )}
      {preview?.status === 'READY' && preview.url && (
        <PreviewFrame id={`draft-${preview.id}`} url={preview.url} touched={touched} what="before publishing" />
      )}
    </div>
  );
}
