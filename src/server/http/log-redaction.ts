import type { FastifyRequest } from 'fastify';

/**
 * Paths that carry a live one-time token (verification and reset links, and the reset call).
 * A log reader must not be able to use a link before its owner does.
 */
const TOKEN_IN_PATH = [
  /^(\/login\/[^/?#]+\/)[^/?#]+/,
  /^(\/passwordreset\/)[^/?#]+/,
  /^(\/api\/auth\/reset-password\/)[^/?#]+/,
];

export function redactUrl(url: string): string {
  return TOKEN_IN_PATH.reduce((redacted, pattern) => redacted.replace(pattern, '$1[redacted]'), url);
}

/** Fastify's request log fields, with tokens taken out of the URL. */
export function requestLogSerializer(request: FastifyRequest) {
  const remotePort = request.socket?.remotePort;
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    ...(remotePort === undefined ? {} : { remotePort }),
  };
}
