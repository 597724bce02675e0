import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../http/envelope.ts';
import { refused } from '../http/api-error.ts';

export interface RequestLimitsOptions {
  /** A request body that sends nothing for this long is cut off with a 408. */
  bodyIdleMs: number;
}

const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * Every answer names its request (`x-request-id`), and a body that stops arriving is cut off.
 * Node's own requestTimeout (REQUEST_TIMEOUT_SECONDS, app.ts) bounds the whole request; this
 * catches the cheaper attack sooner: announce 100 bytes, send 9, and hold the connection.
 * It watches only while a body is arriving, so slow answers and socket.io's long polls,
 * which are quiet on purpose, are not affected.
 */
export default fp(
  async function requestLimitsPlugin(app: FastifyInstance, options: RequestLimitsOptions) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
      const raw = request.raw;
      // Injected requests (tests, light-my-request) have no socket to watch.
      if (raw.complete || !hasBody(raw.headers) || typeof raw.setTimeout !== 'function') return;
      const onIdle = () => {
        request.log.warn({ bodyIdleMs: options.bodyIdleMs }, 'request body stopped arriving; cut off');
        // The 408 is sent with `connection: close`; the socket goes once it is written.
        if (reply.sent) raw.socket.destroy();
        else {
          reply.raw.once('finish', () => raw.socket.destroy());
          void reply
            .code(408)
            .header('connection', 'close')
            .send(fail(408, [refused('request_timeout').entry]));
        }
      };
      // On the request, not the socket: Node then leaves the socket to this handler instead
      // of destroying it before the 408 is written.
      raw.setTimeout(options.bodyIdleMs, onIdle);
      raw.once('end', () => {
        raw.removeListener('timeout', onIdle);
        raw.socket?.setTimeout(0);
      });
    });
  },
  { name: 'request-limits' },
);
