import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

// Serving a preview build (a draft's, or a published version's) to editors, inside the
// console's preview frame, at /content-preview/{key}/{expires}/{signature}/{page}: the frame
// loads the pages, pictures, styles and scripts of that build, not of the live site.

/** Where a preview build is served from; every root-relative address in its pages is moved under it. */
export const PREVIEW_ROOT = '/content-preview';

/** How long a preview address the console was given keeps working. */
export const PREVIEW_LINK_HOURS = 4;

/** The part of a preview address that is signed: one signature covers every file of the build. */
export const previewScope = (key: string) => `${PREVIEW_ROOT}/${key}/`;

/**
 * A page of the build with its root-relative addresses (src, href, srcset, the islands'
 * component-url, CSS url()) moved under `prefix`, so the frame shows this build's pictures,
 * styles and scripts and its links stay inside the preview. API calls are made by scripts
 * (/api/...), not by attributes, and keep going to the server.
 */
export function previewHtml(html: string, prefix: string): string {
  const base = prefix.replace(/\/$/, '');
  const move = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url);
  // A srcset lists several addresses, each followed by its width.
  const moveList = (list: string) =>
    list
      .split(',')
      .map((part) => part.trim().replace(/^\S+/, move))
      .join(', ');
  return html
    .replace(/(\s[a-zA-Z:-]+=)(["'])(\/(?!\/)[^"']*)\2/g, (_match, name: string, quote: string, url: string) => {
      const moved = /^\s(image)?srcset=$/i.test(name) ? moveList(url) : move(url);
      return `${name}${quote}${moved}${quote}`;
    })
    .replace(
      /url\((["']?)(\/(?!\/)[^)"']*)\1\)/g,
      (_match, quote: string, url: string) => `url(${quote}${move(url)}${quote})`,
    );
}

/**
 * The file of a build a preview path names: a page ("/", "/fr/our-story") is its .html, an
 * asset is itself. Undefined for anything outside the build or missing.
 */
export function previewFile(buildDir: string, path: string): string | undefined {
  const clean = decodeURIComponent(path.split(/[?#]/)[0] ?? '/');
  if (clean.includes('\0') || clean.split('/').some((part) => part === '..')) return undefined;
  const relative = clean.replace(/^\/+/, '').replace(/\/+$/, '');
  const candidates =
    relative === '' ? ['index.html'] : extname(relative) ? [relative] : [`${relative}.html`, `${relative}/index.html`];
  for (const candidate of candidates) {
    const file = normalize(join(buildDir, candidate));
    if (!file.startsWith(normalize(buildDir) + sep)) return undefined;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}
