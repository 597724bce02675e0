import { useState } from 'react';
import type { ContentPreview, ContentVersion } from '../../../shared/content/content.contract.ts';
import { pagesShowing } from '../../../shared/content/content.ts';
import { errorText } from '../../../shared/i18n/errors.ts';
import { BILINGUAL_PATHS, localizedPath } from '../../../shared/i18n/locales.ts';
import { useStaffData } from '../shared/useStaffData.ts';

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
      <PagePreview key={page} versionId={version.id} page={page} />
    </div>
  );
}

/** One page as the version showed it; another page starts again from "Loading". */
function PagePreview({ versionId, page }: { versionId: string; page: string }) {
  const { data: preview, missing } = useStaffData<ContentPreview>(`staff/content/versions/${versionId}/preview`, {
    query: { page },
  });
  // An old version's build is not kept for ever.
  if (missing) return <p role="status">{errorText('preview_gone')}</p>;
  if (!preview) return <p role="status">Loading the preview...</p>;
  return (
    <iframe
      title={`Preview of ${page} as published`}
      sandbox=""
      srcDoc={preview.html}
      className="content-preview-frame"
    />
  );
}
