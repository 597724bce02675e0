import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/i18n/locales.ts';
import {
  META_END,
  META_START,
  PRODUCT_BODY_MARKER,
  productBodyHtml,
  productMetaHtml,
} from '../../shared/products/product-page.ts';
import { requestedLocale } from '../http/language.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Shown in the island's place when the product could not be read (the island then retries itself). */
const LOADING: Record<Locale, string> = {
  en: '<p role="status" style="padding-block: 2rem">Loading the product...</p>',
  fr: '<p role="status" style="padding-block: 2rem">Chargement du produit...</p>',
};

/** The built shell of one language: its file (absolute path), CSP and Fastify route. */
export interface ProductShell {
  file: string;
  csp: string;
  route: string;
}
export type ProductShells = Partial<Record<Locale, ProductShell>>;

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

/** The shell was built at /details/_: its language switch points at that placeholder. */
const SHELL_LINKS = /(["'])((?:\/fr)?\/details\/)_(?=[?"'])/g;

export interface ParsedShell {
  locale: Locale;
  shell: string;
  before: string;
  after: string;
  marked: boolean;
  siteName: string;
  csp: string;
}

function parseShell(app: FastifyInstance, locale: Locale, { file, csp }: ProductShell): ParsedShell {
  const shell = readFileSync(file, 'utf8');
  const start = shell.indexOf(META_START);
  const end = shell.indexOf(META_END);
  const marked = start >= 0 && end > start && shell.includes(PRODUCT_BODY_MARKER);
  if (!marked) app.log.warn(`${file} has no product page markers (an older build?); serving it as it is`);
  return {
    locale,
    shell,
    before: shell.slice(0, start),
    after: shell.slice(end + META_END.length),
    marked,
    siteName: /<meta property="og:site_name" content="([^"]*)"/.exec(shell)?.[1] ?? '',
    csp,
  };
}

/** A build's product shells, parsed once when the build is loaded. */
export interface ParsedProductShells {
  english?: ParsedShell | undefined;
  french?: ParsedShell | undefined;
}

export function parseProductShells(app: FastifyInstance, shells: ProductShells): ParsedProductShells {
  return {
    english: shells.en ? parseShell(app, 'en', shells.en) : undefined,
    french: shells.fr ? parseShell(app, 'fr', shells.fr) : undefined,
  };
}

/** The routes of the shells Astro writes at details/_.html and fr/details/_.html (site-pages.ts). */
const ENGLISH_ROUTE = '/details/:p1';
const FRENCH_ROUTE = '/fr/details/:p1';

/**
 * /details/{productId} and /fr/details/{productId}: the shell of the page's language with the
 * product already in it (issue 16), its name and description in that language when admins
 * gave them (issue 27). The English address answers in the language the visitor chose, as
 * the other public pages do. Unknown and unpublished ids answer the site's 404 page. When the
 * database cannot be read the plain shell is served and the island loads the product itself.
 */
export function registerProductPages(
  app: FastifyInstance,
  current: () => ParsedProductShells,
  notFound: (reply: FastifyReply) => FastifyReply,
) {
  async function answer(request: FastifyRequest, reply: FastifyReply, page: ParsedShell) {
    const id = Object.values(request.params as Record<string, string>)[0] ?? '';
    if (!UUID.test(id)) return notFound(reply);
    const links = (html: string) =>
      html.replace(SHELL_LINKS, (_, quote: string, prefix: string) => quote + prefix + id);
    let html: string;
    try {
      if (!page.marked) throw new Error('no markers in the product page shell');
      // The public catalogue in memory (plugins/public-catalogue.ts): unpublished ids are not in it.
      const product = await app.catalogue.product(id);
      if (!product) return notFound(reply);
      const context = { origin: app.env.APP_URL, siteName: page.siteName, locale: page.locale };
      html =
        links(page.before) +
        productMetaHtml(product, context) +
        fillBody(links(page.after), productBodyHtml(product, page.locale));
    } catch (error) {
      request.log.error({ err: error }, 'product page served without its product');
      html = fillBody(links(page.shell), LOADING[page.locale]);
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Language', page.locale)
      .header('Content-Security-Policy', page.csp)
      .type('text/html; charset=utf-8')
      .send(html);
  }

  // The live build is read per request: a publish switches it without a restart.
  app.get(ENGLISH_ROUTE, async (request, reply) => {
    const { english, french } = current();
    if (!english) return notFound(reply);
    const asked = requestedLocale(request, reply);
    if (!french) return answer(request, reply, english);
    reply.header('Vary', 'Accept-Language, Cookie');
    return answer(request, reply, asked === 'fr' ? french : english);
  });
  app.get(FRENCH_ROUTE, async (request, reply) => {
    const { french } = current();
    return french ? answer(request, reply, french) : notFound(reply);
  });
}
