import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isBilingual } from '../../shared/i18n/locales.ts';

/**
 * Security headers on every response. API answers get a deny-all policy; HTML pages
 * replace it with their own (see site-pages.ts). HSTS only over HTTPS, where it means
 * something and cannot lock a plain-HTTP local install out.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      hsts: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      }
      if (isPublicPage(request, reply)) reply.header('Cross-Origin-Opener-Policy', 'unsafe-none');
    });
  },
  { name: 'security' },
);

/**
 * The public pages (home, the story pages, Buy Commodities, product pages, in both languages)
 * hold nothing of the reader's, so they open in the browsing context group they are reached
 * from. `same-origin` (kept everywhere else: sign-in, the hub, the console) makes the browser
 * swap groups on arrival from another site, and on a phone that is a new renderer process
 * whose start blocks the page: Lighthouse mobile measured 420-590 ms of blocking time on
 * /our-story with it, 110-130 ms without, side by side (docs/decisions/0008-public-pages-without-opener-isolation.md).
 */
function isPublicPage(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html') && isBilingual(request.url.split('?')[0] ?? '/');
}
