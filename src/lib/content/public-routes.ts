import { BILINGUAL_PATHS, isBilingual, LOCALES, localizedPath } from '../../shared/i18n/locales.ts';

// The routes search engines should index (docs/product/site.md public routes that are pages in their own
// right), and the ones they must stay out of: the buyer hub, token links and the error screen.
// Product pages (/details/{id}) are indexed too; the server adds them to the sitemap.

export const INDEXED_ROUTES = [...BILINGUAL_PATHS, '/registration', '/login', '/forgotpassword'] as const;

/** robots.txt Disallow lines. "/login/" keeps the e-mailed verification links out, not /login. */
export const DISALLOWED_PATHS = [
  '/api/',
  '/dashboard',
  '/orders',
  '/order/',
  '/message-center',
  '/inquiries',
  '/settings',
  '/login/',
  '/passwordreset/',
  '/verify-email/',
  '/no-connection',
  '/console',
] as const;

/** The French versions of the bilingual pages (/fr, /fr/our-story...). */
export const FRENCH_ROUTES = BILINGUAL_PATHS.map((path) => localizedPath(path, 'fr'));

/** Every indexed page in both languages; a bilingual page names its two versions (hreflang). */
export function sitemapXml(site: URL, routes: readonly string[] = [...INDEXED_ROUTES, ...FRENCH_ROUTES]): string {
  const url = (route: string) => new URL(route, site).href;
  const entry = (route: string) => {
    const alternates = isBilingual(route)
      ? LOCALES.map(
          (locale) =>
            `\n    <xhtml:link rel="alternate" hreflang="${locale}" href="${url(localizedPath(route, locale))}"/>`,
        ).join('')
      : '';
    return `  <url><loc>${url(route)}</loc>${alternates}${alternates ? '\n  ' : ''}</url>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${routes.map(entry).join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: URL): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', site).href}`,
    '',
  ].join('\n');
}
