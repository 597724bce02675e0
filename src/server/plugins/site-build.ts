import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type EncodedAnswer, encodeFile } from '../http/encoded-answer.ts';
import { isBilingual, type Locale, localizedPath, pathLocale } from '../../shared/i18n/locales.ts';
import { type CatalogueShell, parseCatalogueShell } from './catalogue-page.ts';
import type { ProductShells } from './product-page.ts';
import { builtPageCsp, readScriptPolicy, SCRIPT_POLICY_FILE, scanPages } from './site-pages.ts';

/** The shells of /details/{productId} and /fr/details/{productId}, filled with the product per request. */
const PRODUCT_SHELLS: Record<string, Locale> = { 'details/_.html': 'en', 'fr/details/_.html': 'fr' };

const HTML = 'text/html; charset=utf-8';

/** A built page held in memory, encoded in every form, with its own Content-Security-Policy. */
export interface HeldPage {
  body: EncodedAnswer;
  csp: string;
  /** Buy Commodities: the page the server draws the first product cards into (catalogue-page.ts). */
  catalogue?: CatalogueShell | undefined;
}

/** One English route and, for a bilingual page, its French twin. */
export interface RoutePages {
  english: HeldPage;
  french?: HeldPage | undefined;
}

/**
 * One Astro build, read into memory: everything the site plugin answers from. A publish
 * (services/content/) loads the new build beside the live one and swaps the reference, so
 * no request ever sees half of each.
 */
export interface SiteBuild {
  dir: string;
  /** Fastify-style route ("/our-story") -> its pages. */
  routes: Map<string, RoutePages>;
  notFoundPage: HeldPage | undefined;
  /** Unknown addresses under /fr/ get the French page (the English one when there is none). */
  frenchNotFoundPage: HeldPage | undefined;
  productShells: ProductShells;
  /** The build's sitemap.xml, or undefined when it wrote none. */
  sitemap: string | undefined;
}

export { isBuilt } from '../services/content/site-builder.ts';

/**
 * Reads a build folder: pages encoded once (each with its policy from the build's script-policy.json), the product shells
 * and the sitemap. Pages are answered from memory: a file lookup, open, read and close per
 * request cost pages two thirds of their rate (issue 15).
 */
export function loadSiteBuild(dir: string, connectOrigins: readonly string[]): SiteBuild {
  const policy = readScriptPolicy(dir);
  if (!policy) throw new Error(`no ${SCRIPT_POLICY_FILE} in ${dir}: build the site again`);
  const heldNotFound = (file: string): HeldPage | undefined =>
    existsSync(join(dir, file))
      ? { body: encodeFile(join(dir, file), HTML), csp: builtPageCsp(policy, file, connectOrigins) }
      : undefined;
  const notFoundPage = heldNotFound('404.html');
  const frenchNotFoundPage = heldNotFound('fr/404.html') ?? notFoundPage;
  const pages = scanPages(dir, policy, connectOrigins);
  const held = new Map<string, HeldPage>(
    pages.map((page) => {
      const file = join(dir, page.file);
      const body = encodeFile(file, HTML);
      const catalogue = parseCatalogueShell(body.identity.toString('utf8'), pathLocale(page.route));
      return [page.route, { body, csp: page.csp, catalogue }];
    }),
  );
  const productShells: ProductShells = {};
  const routes = new Map<string, RoutePages>();
  for (const page of pages) {
    const productShellLocale = PRODUCT_SHELLS[page.file];
    if (productShellLocale) {
      productShells[productShellLocale] = { file: join(dir, page.file), csp: page.csp, route: page.route };
      continue;
    }
    const english = held.get(page.route)!;
    // An English page with a French version answers in the language the visitor asks for.
    const french =
      pathLocale(page.route) === 'en' && isBilingual(page.route)
        ? held.get(localizedPath(page.route, 'fr'))
        : undefined;
    routes.set(page.route, { english, french });
  }
  const sitemapFile = join(dir, 'sitemap.xml');
  const sitemap = existsSync(sitemapFile) ? readFileSync(sitemapFile, 'utf8') : undefined;
  return { dir, routes, notFoundPage, frenchNotFoundPage, productShells, sitemap };
}
