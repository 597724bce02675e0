import type { FastifyRequest } from 'fastify';

/**
 * Tokens are matched by their look, wherever they stand: every token and link signature the
 * server makes is 32 random bytes in base64url (services/tokens.ts, url-signing.ts), 43
 * characters mixing capitals and small letters. A route list alone missed the same link
 * written another way (`/console//invite/…`, `/CONSOLE/invite/…`, percent-encoded slashes).
 * Ids in paths (UUIDs, hex storage names, slugs) have no capitals and are kept.
 */
const TOKEN_LIKE = /[A-Za-z0-9_-]{32,}/g;
const looksRandom = (run: string) => /[A-Z]/.test(run) && /[a-z]/.test(run);

/**
 * Paths that carry a live one-time token: verification, reset and invitation links, and the
 * calls that spend them, in any case and with any run of slashes, so a token that does not
 * look like one (cut short when copied) is taken out too. A log reader must not be able to
 * use a link before its owner does. Matched anywhere in a text, so an error message quoting a
 * URL is cleaned as well.
 */
const TOKEN_IN_PATH = [
  /(\/+login\/+[^/?#\s]+\/+)[^/?#\s"']+/gi,
  /(\/+passwordreset\/+)[^/?#\s"']+/gi,
  /(\/+api\/+auth\/+reset-password\/+)[^/?#\s"']+/gi,
  /(\/+console\/+invite\/+)[^/?#\s"']+/gi,
  /(\/+api\/+auth\/+accept-invite\/+)[^/?#\s"']+/gi,
];

/** Query parameters that grant access on their own: a signed link's signature, any token. */
const SECRET_IN_QUERY = /([?&](?:signature|token|resetToken|code)=)[^&#\s"']*/gi;

/** A URL or a text quoting one, with every access-granting part replaced by [redacted]. */
export function redactUrl(url: string): string {
  const paths = TOKEN_IN_PATH.reduce((redacted, pattern) => redacted.replace(pattern, '$1[redacted]'), url);
  return paths
    .replace(SECRET_IN_QUERY, '$1[redacted]')
    .replace(TOKEN_LIKE, (run) => (looksRandom(run) ? '[redacted]' : run));
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
    message: redactUrl(withoutParams(error.message)),
    stack: redactUrl(withoutParams(error.stack ?? '')),
  };
  for (const name of SAFE_ERROR_FIELDS) if (fields[name] !== undefined) safe[name] = fields[name];
  const cause = error.cause;
  if (cause !== undefined && depth < 3) {
    safe['cause'] = cause instanceof Error ? errorLogSerializer(cause, depth + 1) : '[not an Error]';
  }
  return safe;
}
