// The routes search engines should index (SPEC §2.1 public routes that are pages in their own
// right), and the ones they must stay out of: the buyer hub, token links and the error screen.
// Product pages (/details/{id}) are indexed too; the server adds them to the sitemap.

export const INDEXED_ROUTES = [
  '/',
  '/our-story',
  '/what-we-do',
  '/our-impact',
  '/market-intelligence',
  '/contact',
  '/academy',
  '/buy-commodities',
  '/registration',
  '/login',
  '/forgotpassword',
] as const;

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

export function sitemapXml(site: URL, routes: readonly string[] = INDEXED_ROUTES): string {
  const urls = routes.map((route) => `  <url><loc>${new URL(route, site).href}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
