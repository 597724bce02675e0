import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  META_END,
  META_START,
  PRODUCT_BODY_MARKER,
  productBodyHtml,
  productMetaHtml,
} from '../../shared/product/product-page.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Shown in the island's place when the product could not be read (the island then retries itself). */
const LOADING = '<p role="status" style="padding-block: 2rem">Loading the product...</p>';

export interface ProductPageOptions {
  /** The built shell of /details/_ (absolute path). */
  shellFile: string;
  csp: string;
  /** Answers a 404 with the site's not-found page. */
  notFound(reply: FastifyReply): FastifyReply;
}

/**
 * Astro writes a client-only island's fallback twice: shown, and in a <template> the island
 * ignores. The shown one gets the body; the copy stays empty instead of doubling the page.
 */
function fillBody(html: string, body: string): string {
  const first = html.indexOf(PRODUCT_BODY_MARKER);
  if (first < 0) return html;
  const rest = html.slice(first + PRODUCT_BODY_MARKER.length).replaceAll(PRODUCT_BODY_MARKER, '');
  return html.slice(0, first) + body + rest;
}

/**
 * /details/{productId}: the shell with the product already in it (issue 16). Unknown ids
 * answer the site's 404 page, as do unpublished ones. When the database cannot be read the plain shell is served and
 * the island loads the product itself, as before.
 */
export function registerProductPage(app: FastifyInstance, route: string, options: ProductPageOptions) {
  const shell = readFileSync(options.shellFile, 'utf8');
  const start = shell.indexOf(META_START);
  const end = shell.indexOf(META_END);
  if (start < 0 || end < start || !shell.includes(PRODUCT_BODY_MARKER)) {
    app.log.warn(`${options.shellFile} has no product page markers (an older build?); serving it as it is`);
  }
  const before = shell.slice(0, start);
  const after = shell.slice(end + META_END.length);
  const siteName = /<meta property="og:site_name" content="([^"]*)"/.exec(shell)?.[1] ?? '';

  app.get(route, async (request, reply) => {
    const id = Object.values(request.params as Record<string, string>)[0] ?? '';
    if (!UUID.test(id)) return options.notFound(reply);
    let html: string;
    try {
      if (start < 0 || end < start) throw new Error('no markers in the product page shell');
      // The public catalogue in memory (plugins/public-catalogue.ts): unpublished ids are not in it.
      const product = await app.catalogue.product(id);
      if (!product) return options.notFound(reply);
      const context = { origin: app.env.APP_URL, siteName };
      html = before + productMetaHtml(product, context) + fillBody(after, productBodyHtml(product));
    } catch (error) {
      request.log.error({ err: error }, 'product page served without its product');
      html = fillBody(shell, LOADING);
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', options.csp)
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
