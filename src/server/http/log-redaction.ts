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

/**
 * Fields of an error that may be logged. A driver error's other fields can carry the
 * statement's values: drizzle's `params`, PostgreSQL's `detail` ("Failing row contains
 * (..., $argon2id$...)"), so only these are kept.
 */
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

/** Drizzle appends "params: ..." to a failed query's message (and so to its stack). */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');

interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The log form of an error: its type, message and stack with query parameters taken out,
 * the safe fields above, and its causes the same way. Replaces pino's `err` serializer.
 */
export function errorLogSerializer(error: Error, depth = 0): LoggedError {
  const fields = error as Error & Record<string, unknown>;
  const safe: LoggedError = {
    type: error.constructor.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ''),
  };
  for (const name of SAFE_ERROR_FIELDS) if (fields[name] !== undefined) safe[name] = fields[name];
  const cause = error.cause;
  if (cause !== undefined && depth < 3) {
    safe['cause'] = cause instanceof Error ? errorLogSerializer(cause, depth + 1) : '[not an Error]';
  }
  return safe;
}
