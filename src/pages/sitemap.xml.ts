import type { APIRoute } from 'astro';
import { FRENCH_ROUTES, INDEXED_ROUTES, sitemapXml } from '../lib/content/public-routes.ts';
import { loadArticles } from '../lib/content/index.ts';
import { localizedPath } from '../shared/i18n/locales.ts';

/**
 * The public routes, for search engines, with one entry per Academy article in each language;
 * built with the site, so APP_URL sets the origin.
 */
export const GET: APIRoute = async ({ site }) => {
  const articles = (await loadArticles('en')).map((article) => `/academy/${article.id}`);
  const routes = [
    ...INDEXED_ROUTES,
    ...FRENCH_ROUTES,
    ...articles,
    ...articles.map((path) => localizedPath(path, 'fr')),
  ];
  return new Response(sitemapXml(site ?? new URL('http://localhost:3000'), routes), {
    headers: { 'Content-Type': 'application/xml' },
  });
};
