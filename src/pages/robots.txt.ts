import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/content/public-routes.ts';

/** Points crawlers at the sitemap and keeps them out of the buyer hub and token links. */
export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(site ?? new URL('http://localhost:3000')), { headers: { 'Content-Type': 'text/plain' } });
