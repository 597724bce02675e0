import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type EncodedAnswer, encodeFile, sendEncoded } from '../http/encoded-answer.ts';
import { fail } from '../http/envelope.ts';
import { statisticsOrigins } from '../services/statistics.service.ts';
import { isBilingual, type Locale, localizedPath, pathLocale } from '../../shared/i18n/locales.ts';
import { requestedLocale } from '../http/language.ts';
import { type ProductShells, registerProductPages } from './product-page.ts';
import { pageCsp, scanPages } from './site-pages.ts';
import { registerSitemap } from './sitemap.ts';

/** The shells of /details/{productId} and /fr/details/{productId}, filled with the product per request. */
const PRODUCT_SHELLS: Record<string, Locale> = { 'details/_.html': 'en', 'fr/details/_.html': 'fr' };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const PUBLIC_FILE = 'public, max-age=86400';
const HTML = 'text/html; charset=utf-8';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A built page held in memory, encoded in every form, with its own Content-Security-Policy. */
interface HeldPage {
  body: EncodedAnswer;
  csp: string;
}

/**
 * Serves the pre-rendered site from the Astro build: hashed assets cached for a year,
 * HTML revalidated on every visit, pre-compressed .br/.gz siblings when the client
 * accepts them, dynamic routes answered by their page shell, and a real 404 page.
 * Pages are read once at start-up and answered from memory: a file lookup, open, read and
 * close per request cost pages two thirds of their rate (issue 15). Their CSP hashes are
 * computed at start-up too, so a rebuild needs a restart either way.
 */
export default fp(
  async function sitePlugin(app: FastifyInstance, opts: { buildDir: string }) {
    const { buildDir } = opts;
    const built = existsSync(join(buildDir, 'index.html'));
    // Pages may call the configured external statistics services (home counters).
    const connectOrigins = statisticsOrigins(app.env);
    const heldNotFound = (file: string): HeldPage | undefined =>
      existsSync(file)
        ? { body: encodeFile(file, HTML), csp: pageCsp(readFileSync(file, 'utf8'), connectOrigins) }
        : undefined;
    const notFoundPage = heldNotFound(join(buildDir, '404.html'));
    // Unknown addresses under /fr/ get the French page.
    const frenchNotFoundPage = heldNotFound(join(buildDir, 'fr', '404.html')) ?? notFoundPage;
    const notFound = (reply: FastifyReply) => {
      const page = pathLocale(reply.request.url.split('?')[0] ?? '/') === 'fr' ? frenchNotFoundPage : notFoundPage;
      return page ? sendPage(reply, page, 404) : reply.status(404).send(fail(404, [{ message: 'Not found.' }]));
    };
    if (!built) app.log.warn(`No site build in ${buildDir}; serving the API only. Run "npm run build".`);

    if (built) {
      await app.register(fastifyStatic, {
        root: buildDir,
        prefix: '/',
        index: false,
        redirect: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, path) {
          reply.header('Cache-Control', cacheControlFor(path));
        },
      });

      const pages = scanPages(buildDir, connectOrigins);
      const held = new Map<string, HeldPage>(
        pages.map((page) => [page.route, { body: encodeFile(join(buildDir, page.file), HTML), csp: page.csp }]),
      );
      const productShells: ProductShells = {};
      for (const page of pages) {
        const productShellLocale = PRODUCT_SHELLS[page.file];
        if (productShellLocale) {
          productShells[productShellLocale] = { file: join(buildDir, page.file), csp: page.csp, route: page.route };
          continue;
        }
        const english = held.get(page.route)!;
        const locale = pathLocale(page.route);
        // An English page with a French version answers in the language the visitor asks for.
        const french =
          locale === 'en' && isBilingual(page.route) ? held.get(localizedPath(page.route, 'fr')) : undefined;
        app.get(page.route, { compress: false }, (request, reply) => {
          const asked = requestedLocale(request, reply);
          if (!french) return sendPage(reply, english, 200);
          reply.header('Vary', 'Accept-Language, Cookie').header('Content-Language', asked === 'fr' ? 'fr' : 'en');
          return sendPage(reply, asked === 'fr' ? french : english, 200);
        });
      }
      registerProductPages(app, productShells, notFound);
      registerSitemap(app, join(buildDir, 'sitemap.xml'));
    }

    app.setNotFoundHandler((request, reply) => {
      if (isApi(request.url) || !notFoundPage) {
        return reply
          .status(404)
          .send(
            fail(404, [
              { message: `No route for ${request.method} ${request.url.split('?')[0]}.`, code: 'route_not_found' },
            ]),
          );
      }
      return notFound(reply);
    });
  },
  { name: 'site' },
);

/** Hashed build assets never change; HTML must be revalidated; other public files for a day. */
function cacheControlFor(served: string): string {
  const path = served.replace(/\.(br|gz)$/, '');
  if (path.includes('/_astro/')) return IMMUTABLE;
  if (path.endsWith('.html')) return REVALIDATE;
  return PUBLIC_FILE;
}

function sendPage(reply: FastifyReply, page: HeldPage, status: number) {
  reply.status(status).header('Content-Security-Policy', page.csp);
  return sendEncoded(reply.request, reply, page.body, REVALIDATE);
}
