import { useEffect, useState } from 'react';
import { reportFailure } from '../../../lib/api/report.ts';
import { staffGet } from '../../../lib/api/staff.ts';
import type { ContentPreview, ContentVersion } from '../../../shared/content/content.contract.ts';
import { pagesShowing } from '../../../shared/content/content.ts';
import { BILINGUAL_PATHS, localizedPath } from '../../../shared/i18n/locales.ts';

/** Every public page, English then French, for the preview's choice. */
const pathIsFrench = (path: string) => path === '/fr' || path.startsWith('/fr/');

const ALL_PAGES = BILINGUAL_PATHS.flatMap((path) => [path, localizedPath(path, 'fr')]);

/**
 * A page of a version as it was published, drawn in a sandboxed frame (no scripts run): the
 * words and pictures an editor would get back by rolling back to it.
 */
export function VersionPreview({ version }: { version: ContentVersion }) {
  // The pages the version changed, English ones first.
  const touched = [...new Set(version.files.flatMap(pagesShowing).filter((page) => page.startsWith('/')))].sort(
    (a, b) => Number(pathIsFrench(a)) - Number(pathIsFrench(b)),
  );
  const [page, setPage] = useState(touched[0] ?? '/');
  const [preview, setPreview] = useState<ContentPreview | null>(null);
  const [gone, setGone] = useState('');

  useEffect(() => {
    setPreview(null);
    setGone('');
    staffGet<ContentPreview>(`staff/content/versions/${version.id}/preview`, { page }).then(setPreview, (error) => {
      if ((error as { status?: number }).status === 404) setGone((error as Error).message);
      else reportFailure(error);
    });
  }, [version.id, page]);

  const id = `preview-${version.id}`;
  return (
    <div className="content-preview">
      <div className="field">
        <label htmlFor={`${id}-page`}>Page to preview</label>
        <select id={`${id}-page`} value={page} onChange={(e) => setPage(e.target.value)}>
          {[...new Set([...touched, ...ALL_PAGES])].map((path) => (
            <option key={path} value={path}>
              {path}
              {touched.includes(path) ? ' (changed)' : ''}
            </option>
          ))}
        </select>
      </div>
      {gone ? (
        <p role="status">{gone}</p>
      ) : preview ? (
        <iframe
          title={`Preview of ${page} as published`}
          sandbox=""
          srcDoc={preview.html}
          className="content-preview-frame"
        />
      ) : (
        <p role="status">Loading the preview...</p>
      )}
    </div>
  );
}
