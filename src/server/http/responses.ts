import type { z } from 'zod';
import { envelope, ErrorEnvelope } from '../../shared/common/envelope.ts';

/** What each failure status means on this API; the reference shows these descriptions. */
export const ERROR_STATUSES = {
  400: 'The request is not valid: a field, the path or the body. `field` names the culprit.',
  401: 'No valid bearer token: sign in first.',
  403: 'Signed in, but this account may not do this.',
  404: 'Not found, or not yours.',
  409: 'The request conflicts with the current state (for example a duplicate or a stale status).',
  413: 'The request body or file is too large.',
  414: 'The address is too long (a path parameter over the limit).',
  415: 'This content type is not accepted here.',
  429: 'Too many requests: wait and try again.',
  500: 'Something failed on the server; nothing was changed.',
  503: 'A service the server needs is not answering.',
} as const;

export type ErrorStatus = keyof typeof ERROR_STATUSES;

/** The failures any `/api` call may answer, unless a route says which of them apply. */
export const DEFAULT_ERROR_STATUSES: readonly ErrorStatus[] = [400, 401, 403, 404, 409, 429, 500];

/** The error envelope for each of these statuses, described for the reference. */
export function errorReplies(errors: readonly ErrorStatus[] = DEFAULT_ERROR_STATUSES) {
  return Object.fromEntries(errors.map((status) => [status, ErrorEnvelope.describe(ERROR_STATUSES[status])])) as Record<
    ErrorStatus,
    typeof ErrorEnvelope
  >;
}

const withErrors = (success: Record<string, unknown>, errors: readonly ErrorStatus[]) => ({
  ...success,
  ...errorReplies(errors),
});

type SuccessStatus = 200 | 201 | 202;
const SUCCESS: Record<string, string> = { 200: 'Success', 201: 'Created', 202: 'Accepted' };

/** A route's success answers by status, before the envelope: `{ 200: Product }`. */
export type SuccessAnswers = Partial<Record<SuccessStatus, z.ZodType>>;

type Replies<S extends SuccessAnswers> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.ZodObject<{ data: S[K] }> : never;
} & Record<ErrorStatus, typeof ErrorEnvelope>;

/**
 * A route's `schema.response`: each success schema wrapped in the `{data}` envelope, and the
 * error envelope for the failure statuses. The answer is serialised through these schemas,
 * so nothing a schema does not declare reaches the client.
 *
 *   schema: { params: ProductParams, response: replies({ 200: Product }) }
 */
export function replies<S extends SuccessAnswers>(
  success: S,
  errors: readonly ErrorStatus[] = DEFAULT_ERROR_STATUSES,
): Replies<S> {
  const wrapped = Object.fromEntries(
    Object.entries(success).map(([status, schema]) => [
      status,
      envelope(schema).describe(SUCCESS[status] ?? 'Success'),
    ]),
  );
  return withErrors(wrapped, errors) as Replies<S>;
}

/**
 * For the few answers that are not in the envelope because an outside contract fixes their
 * shape (docs/product/api.md: the trade-finance statistics are the whole body).
 */
export function bareReplies<S extends SuccessAnswers>(
  success: S,
  errors: readonly ErrorStatus[] = DEFAULT_ERROR_STATUSES,
) {
  return withErrors(success, errors) as S & Record<ErrorStatus, typeof ErrorEnvelope>;
}

/** The OpenAPI security scheme of the bearer session token. */
export const BEARER_SCHEME = 'bearerAuth';

/** `schema.security` of a call that refuses anonymous callers (its replies include 401). */
export const signedIn = [{ [BEARER_SCHEME]: [] }];

/** The failures of a public call: no 401/403, since no token is involved. */
export const PUBLIC_ERROR_STATUSES: readonly ErrorStatus[] = [400, 404, 429, 500];
