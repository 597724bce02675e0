import type { APIRoute } from 'astro';
import { sitemapXml } from '../lib/content/public-routes.ts';

/** The public routes, for search engines; built with the site, so APP_URL sets the origin. */
export const GET: APIRoute = ({ site }) =>
  new Response(sitemapXml(site ?? new URL('http://localhost:3000')), {
    headers: { 'Content-Type': 'application/xml' },
  });
