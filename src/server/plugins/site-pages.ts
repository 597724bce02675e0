import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface SitePage {
  /** Fastify route path, e.g. "/our-story" or "/details/:p1". */
  route: string;
  /** Path of the HTML file relative to the build folder. */
  file: string;
  /** Content-Security-Policy for this page, allowing exactly its inline scripts. */
  csp: string;
}

/** Directives every HTML page gets; script-src is computed per page. */
const BASE_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  // Style attributes from SSR'd islands and runtime-injected toast styles.
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The policy of one HTML document: script-src allows exactly its inline scripts;
 * connect-src adds the origins of configured external services (statistics).
 */
export function pageCsp(html: string, connectOrigins: readonly string[] = []): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (/type=["']application\/(ld\+)?json["']/i.test(match[0])) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  const policy =
    connectOrigins.length === 0
      ? BASE_POLICY
      : BASE_POLICY.map((d) => (d === "connect-src 'self'" ? [d, ...new Set(connectOrigins)].join(' ') : d));
  return [...policy, ["script-src 'self'", ...hashes].join(' ')].join('; ');
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/**
 * Maps the pre-rendered pages of an Astro build (format "file") to routes.
 * A page built at a path segment named "_" is the shell of a dynamic route and answers
 * for any value in that position: details/_.html serves /details/{productId}.
 */
export function scanPages(buildDir: string, connectOrigins: readonly string[] = []): SitePage[] {
  const pages: SitePage[] = [];
  for (const path of htmlFiles(buildDir)) {
    const file = relative(buildDir, path).split(sep).join('/');
    if (file === '404.html' || file === 'fr/404.html') continue; // answered as 404s, never as pages
    const stem = file.replace(/\.html$/, '');
    let param = 0;
    const route =
      stem === 'index'
        ? '/'
        : `/${stem
            .replace(/\/index$/, '')
            .split('/')
            .map((segment) => (segment === '_' ? `:p${++param}` : segment))
            .join('/')}`;
    pages.push({ route, file, csp: pageCsp(readFileSync(path, 'utf8'), connectOrigins) });
  }
  return pages;
}
