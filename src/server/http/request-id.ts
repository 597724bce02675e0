import type { IncomingMessage } from 'node:http';

/**
 * A client's (or its proxy's) `x-request-id` is kept only when short and plain, so a log line
 * can be matched with the proxy's; anything else (8,000 characters, control characters, quotes)
 * is replaced by a new id and never reaches the log.
 */
const PLAIN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && PLAIN_ID.test(given) ? given : crypto.randomUUID();
}
