import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.ts';
import { errorText } from '../../shared/i18n/errors.ts';

/** What the router answers before any route runs, in the `/api` envelope like every failure. */
const ROUTER_FAILURES: Record<string, { status: number; code: 'invalid_url' | 'uri_too_long' }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'invalid_url' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long' },
};

/**
 * Fastify's `frameworkErrors`: failures of the router itself (a malformed URL, a path
 * parameter over the length limit), which would otherwise answer Fastify's own JSON. They
 * run before any hook, so the security plugin's headers are set here too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  const known = error.code ? ROUTER_FAILURES[error.code] : undefined;
  if (!known) {
    request.log.error({ err: error }, 'router failure');
    return reply.status(500).send(fail(500, [{ message: errorText('server_error') }]));
  }
  return reply.status(known.status).send(fail(known.status, [{ message: errorText(known.code), code: known.code }]));
}
