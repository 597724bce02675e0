import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Locale, LOCALES } from '../../shared/i18n/locales.ts';
import { productPath } from '../../shared/products/products.ts';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * /sitemap.xml: the pages built with the site (sitemap.xml of the build) plus one entry per
 * published product, from the public catalogue in memory, so new products appear at once.
 */
export function registerSitemap(
  app: FastifyInstance,
  current: () => string | undefined,
  notFound: (reply: FastifyReply) => FastifyReply,
) {
  // The live build's sitemap is read per request: a publish switches it without a restart.
  app.get('/sitemap.xml', async (_request, reply) => {
    const built = current();
    const close = built?.lastIndexOf('</urlset>') ?? -1;
    if (!built || close < 0) return notFound(reply);
    const products = await app.catalogue.products();
    const url = (id: string, locale: Locale) => escapeXml(new URL(productPath(id, locale), app.env.APP_URL).href);
    // Each product page in both languages (issue 27), each naming the other.
    const entries = products
      .flatMap((product) =>
        LOCALES.map(
          (locale) =>
            `  <url><loc>${url(product.id, locale)}</loc>${LOCALES.map(
              (other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${url(product.id, other)}"/>`,
            ).join('')}</url>\n`,
        ),
      )
      .join('');
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(built.slice(0, close) + entries + built.slice(close));
  });
}
