import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendEncoded } from '../http/encoded-answer.ts';
import { fail } from '../http/envelope.ts';
import { statisticsOrigins } from '../services/statistics.service.ts';
import { requestedLocale } from '../http/language.ts';
import { pathLocale } from '../../shared/i18n/locales.ts';
import { cataloguePageAnswer } from './catalogue-page.ts';
import { type ParsedProductShells, parseProductShells, registerProductPages } from './product-page.ts';
import { type HeldPage, isBuilt, loadSiteBuild, type RoutePages, type SiteBuild } from './site-build.ts';
import { registerSitemap } from './sitemap.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const PUBLIC_FILE = 'public, max-age=86400';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send(
      fail(404, [{ message: `No route for ${request.method} ${request.url.split('?')[0]}.`, code: 'route_not_found' }]),
    );
}

/** The build the site answers from, and the one before it (its hashed assets stay reachable). */
interface Live {
  build: SiteBuild;
  productShells: ParsedProductShells;
  previousDir?: string | undefined;
}

/** The running site: which build it serves, and the switch a publish pulls. */
export interface Site {
  /** The folder of the build being served, or undefined while there is none. */
  liveDir(): string | undefined;
  /**
   * Serves the build in `dir` from the next request on: read into memory first, then swapped
   * in one assignment, so no request fails or sees half of each. Throws (and keeps serving the
   * old build) when `dir` holds no build.
   */
  switchTo(dir: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    site: Site;
  }
}

/**
 * Serves the pre-rendered site from an Astro build: hashed assets cached for a year, HTML
 * revalidated on every visit, pre-compressed .br/.gz siblings when the client accepts them,
 * dynamic routes answered by their page shell, and a real 404 page. Pages are held in memory
 * (site-build.ts). A publish from the console's Content screen switches the build while the
 * server runs (`app.site.switchTo`, services/content/).
 */
export default fp(
  async function sitePlugin(app: FastifyInstance, opts: { buildDir: string }) {
    // Pages may call the configured external statistics services (home counters).
    const connectOrigins = statisticsOrigins(app.env);
    let live: Live | undefined;
    const load = (dir: string): Live => {
      const build = loadSiteBuild(dir, connectOrigins);
      return { build, productShells: parseProductShells(app, build.productShells), previousDir: live?.build.dir };
    };
    if (isBuilt(opts.buildDir)) live = load(opts.buildDir);
    else app.log.warn(`No site build in ${opts.buildDir}; serving the API only. Run "npm run build".`);

    app.decorate('site', {
      liveDir: () => live?.build.dir,
      switchTo(dir: string) {
        if (!isBuilt(dir)) throw new Error(`no site build in ${dir}`);
        live = load(dir);
      },
    } satisfies Site);

    const notFound = (reply: FastifyReply) => {
      const french = pathLocale(reply.request.url.split('?')[0] ?? '/') === 'fr';
      const page = french ? live?.build.frenchNotFoundPage : live?.build.notFoundPage;
      return page ? sendPage(reply, page, 404) : reply.status(404).send(fail(404, [{ message: 'Not found.' }]));
    };

    // Files are served from the live build, then the previous one: a page loaded just before a
    // switch still gets its hashed scripts and styles.
    await app.register(fastifyStatic, {
      serve: false,
      root: opts.buildDir,
      index: false,
      redirect: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('Cache-Control', cacheControlFor(path));
      },
    });

    // The pages of the first build keep their own routes (and metrics labels); each reads the
    // live build per request.
    const answerPage = (request: FastifyRequest, reply: FastifyReply, pages: RoutePages | undefined) => {
      if (!pages) return notFound(reply);
      const { english, french } = pages;
      const asked = requestedLocale(request, reply);
      if (!french) return sendFound(request, reply, english);
      reply.header('Vary', 'Accept-Language, Cookie').header('Content-Language', asked === 'fr' ? 'fr' : 'en');
      return sendFound(request, reply, asked === 'fr' ? french : english);
    };
    /** A page as built, or Buy Commodities with the catalogue's first cards drawn in (catalogue-page.ts). */
    async function sendFound(request: FastifyRequest, reply: FastifyReply, page: HeldPage) {
      if (page.catalogue) {
        try {
          const query = request.url.slice(request.url.indexOf('?') + 1 || request.url.length);
          const filled = cataloguePageAnswer(page.catalogue, await app.catalogue.products(), query);
          if (filled) {
            reply.status(200).header('Content-Security-Policy', page.csp);
            return sendEncoded(request, reply, await filled, REVALIDATE);
          }
        } catch (error) {
          // The built placeholders stay; the island loads the catalogue itself.
          request.log.error({ err: error }, 'catalogue page served without its first cards');
        }
      }
      return sendPage(reply, page, 200);
    }
    for (const route of live?.build.routes.keys() ?? []) {
      app.get(route, { compress: false }, (request, reply) =>
        answerPage(request, reply, live?.build.routes.get(route)),
      );
    }
    registerProductPages(app, () => live?.productShells ?? {}, notFound);
    registerSitemap(app, () => live?.build.sitemap, notFound);

    // Everything else: a page a later build added (by its path), else a file of the build.
    // Requests whose file was looked for already: the lookup's miss comes back as "not found".
    const looked = new WeakSet<FastifyRequest>();
    const serveLive = (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0]!;
      looked.add(request);
      if (!live || isApi(path)) return apiNotFound(request, reply);
      const page = live.build.routes.get(path === '/' ? '/' : path.replace(/\/$/, ''));
      if (page) return answerPage(request, reply, page);
      // sendFile takes one root (an array would fall back to BUILD_DIR's, serving no file a
      // publish added): the live build's, else the previous one's for a page loaded before the switch.
      const file = decodeURIComponent(path);
      const inPrevious = live.previousDir && !existsSync(join(live.build.dir, file));
      return reply.sendFile(file, inPrevious ? live.previousDir! : live.build.dir);
    };
    // Like @fastify/static's own wildcard, only once there is a build: without one, the
    // router's own refusals (an over-long parameter: 414) must reach the API's callers.
    if (live) app.get('/*', { compress: false }, serveLive);

    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && live && !isApi(request.url) && !looked.has(request)) {
        return serveLive(request, reply);
      }
      if (isApi(request.url) || !live?.build.notFoundPage) return apiNotFound(request, reply);
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
