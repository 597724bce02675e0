import { useState } from 'react';
import { BILINGUAL_PATHS, localizedPath } from '../../../shared/i18n/locales.ts';

const pathIsFrench = (path: string) => path === '/fr' || path.startsWith('/fr/');

/** Every public page, English then French, after the pages a change touches. */
const ALL_PAGES = BILINGUAL_PATHS.flatMap((path) => [path, localizedPath(path, 'fr')]);

/** The pages a change touches first (English before French), then every other page. */
export function previewPages(touched: readonly string[]): { pages: string[]; touched: string[] } {
  const sorted = [...new Set(touched.filter((page) => page.startsWith('/')))].sort(
    (a, b) => Number(pathIsFrench(a)) - Number(pathIsFrench(b)),
  );
  return { pages: [...new Set([...sorted, ...ALL_PAGES])], touched: sorted };
}

/**
 * A choice of page and the page itself, drawn from a preview build served at `url` (a signed
 * address of this origin: the build's own pictures, styles and scripts, so the frame shows
 * the page as readers will see it, product cards and new pictures included).
 */
export function PreviewFrame({
  id,
  url,
  touched,
  what,
}: {
  id: string;
  url: string;
  touched: readonly string[];
  /** "as published", "before publishing": said in the frame's title. */
  what: string;
}) {
  const { pages, touched: changed } = previewPages(touched);
  const [page, setPage] = useState(pages[0] ?? '/');
  return (
    <div className="content-preview">
      <div className="field">
        <label htmlFor={`${id}-page`}>Page to preview</label>
        <select id={`${id}-page`} value={page} onChange={(e) => setPage(e.target.value)}>
          {pages.map((path) => (
            <option key={path} value={path}>
              {path}
              {changed.includes(path) ? ' (changed)' : ''}
            </option>
          ))}
        </select>
      </div>
      <iframe
        key={page}
        title={`Preview of ${page} ${what}`}
        // Same origin, so the build's pictures load (a frame of no origin had them refused);
        // its scripts run to draw what they draw for readers. The build is this site's own.
        sandbox="allow-same-origin allow-scripts"
        src={`${url}${page.slice(1)}`}
        className="content-preview-frame"
      />
    </div>
  );
}
