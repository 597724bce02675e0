import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * X-Forwarded-For with only the entries that can be believed as addresses: those right of
 * the last entry that is not an IP address (node:net isIP). Proxies append on the right, so
 * anything left of a bad entry came from the client or a broken hop; without this, a trusted
 * proxy's `X-Forwarded-For: x` (or `<script>`) became the request's client address, in the
 * log, the audit trail and the rate limits' keys. Empty when no entry is an address.
 */
export function believableForwardedFor(header: string): string {
  const entries = header.split(',').map((entry) => entry.trim());
  const lastBad = entries.findLastIndex((entry) => isIP(entry) === 0);
  return entries.slice(lastBad + 1).join(', ');
}

/**
 * Cleans X-Forwarded-For before anything reads `request.ip` (Fastify reads the header each
 * time through proxy-addr). Registered first, so every later hook and route sees the clean
 * header; without a trusted proxy the header is never read and is left as it is.
 */
export default fp(
  async function forwardedForPlugin(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      const header = request.raw.headers['x-forwarded-for'];
      if (header === undefined) return;
      const clean = believableForwardedFor(Array.isArray(header) ? header.join(', ') : header);
      if (clean) request.raw.headers['x-forwarded-for'] = clean;
      else delete request.raw.headers['x-forwarded-for'];
    });
  },
  { name: 'forwarded-for' },
);
