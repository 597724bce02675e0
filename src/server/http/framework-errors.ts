import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { refused } from './api-error.ts';
import { fail } from './envelope.ts';

/** What the router answers before any route runs, in the `/api` envelope like every failure. */
const ROUTER_FAILURES: Record<string, 'invalid_url' | 'uri_too_long'> = {
  FST_ERR_BAD_URL: 'invalid_url',
  FST_ERR_MAX_PARAM_LENGTH: 'uri_too_long',
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
  const reason = error.code ? ROUTER_FAILURES[error.code] : undefined;
  if (!reason) request.log.error({ err: error }, 'router failure');
  const failure = refused(reason ?? 'server_error');
  return reply.status(failure.status).send(fail(failure.status, [failure.entry]));
}
