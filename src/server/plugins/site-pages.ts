import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SCRIPT_POLICY_FILE } from '../services/content/site-builder.ts';

export interface SitePage {
  /** Fastify route path, e.g. "/our-story" or "/details/:p1". */
  route: string;
  /** Path of the HTML file relative to the build folder. */
  file: string;
  /** Content-Security-Policy for this page, allowing exactly the inline scripts its code ships. */
  csp: string;
}

/** Directives every HTML page gets; script-src is the page's own. */
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

export { SCRIPT_POLICY_FILE };

/** The script-src sources of each page of a build ("/", "/our-story", "/details/_", "/404"). */
export type ScriptPolicy = ReadonlyMap<string, readonly string[]>;

/** A source script-src may name: 'self' or a hash; anything else in the file is refused. */
const SCRIPT_SOURCE = /^'(self|sha(256|384|512)-[A-Za-z0-9+/]+={0,2})'$/;

/**
 * The build's script policy, or undefined when the build has none (built before issue 35, or
 * not by Astro): such a build is not served (site-build.ts isBuilt).
 */
export function readScriptPolicy(buildDir: string): ScriptPolicy | undefined {
  const file = join(buildDir, SCRIPT_POLICY_FILE);
  if (!existsSync(file)) return undefined;
  const { pages } = JSON.parse(readFileSync(file, 'utf8')) as { pages: Record<string, string[]> };
  for (const [path, sources] of Object.entries(pages)) {
    const bad = sources.find((source) => !SCRIPT_SOURCE.test(source));
    if (bad) throw new Error(`${file}: ${path} names ${bad}, not 'self' or a hash`);
  }
  return new Map(Object.entries(pages));
}

/**
 * The policy of one HTML page. script-src allows 'self' (the bundled files under /_astro) and
 * the hashes of the inline scripts the code ships on that page, as the build listed them
 * (scripts/astro-script-policy.mjs). It is never computed from the page's HTML: an editor's
 * text that smuggles a script element into a page is then blocked by the browser, even if an
 * escaping bug lets it through (issue 35). JSON-LD and the product data are data blocks
 * (`type="application/ld+json"`, `application/json`): browsers never run them and script-src
 * does not apply to them, so they need no hash. connect-src adds the origins of configured
 * external services (statistics).
 */
export function pageCsp(scriptSources: readonly string[], connectOrigins: readonly string[] = []): string {
  const policy =
    connectOrigins.length === 0
      ? BASE_POLICY
      : BASE_POLICY.map((d) => (d === "connect-src 'self'" ? [d, ...new Set(connectOrigins)].join(' ') : d));
  return [...policy, ['script-src', ...new Set(["'self'", ...scriptSources])].join(' ')].join('; ');
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The hashes of the inline scripts of an HTML page the server writes itself from its own
 * configuration, with no editor's or buyer's text in it (the API reference, api-docs.ts).
 * Never for the site's pages, whose policy comes from the build (pageCsp).
 */
export function ownInlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (/type=["']application\/(ld\+)?json["']/i.test(match[0])) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/** The path the build's script policy knows a page file by: "index.html" is "/", "fr/404.html" "/fr/404". */
const policyPath = (file: string) => {
  const stem = file.replace(/\.html$/, '');
  return stem === 'index' ? '/' : `/${stem.replace(/\/index$/, '')}`;
};

/**
 * The policy of the page at `file` (relative to the build). A page the build listed no
 * scripts for gets script-src 'self' only: its inline scripts are blocked, never guessed.
 */
export const builtPageCsp = (policy: ScriptPolicy, file: string, connectOrigins: readonly string[] = []) =>
  pageCsp(policy.get(policyPath(file)) ?? [], connectOrigins);

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
export function scanPages(buildDir: string, policy: ScriptPolicy, connectOrigins: readonly string[] = []): SitePage[] {
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
    pages.push({ route, file, csp: builtPageCsp(policy, file, connectOrigins) });
  }
  return pages;
}
