import type { RouteOptions } from 'fastify';
import { $ZodType } from 'zod/v4/core';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const MULTIPART = 'multipart/form-data';

const isZod = (schema: unknown): boolean => schema instanceof $ZodType;

/** A response given per content type (a file download): each of its schemas is zod. */
const isZodContent = (answer: unknown): boolean => {
  const content = (answer as { content?: Record<string, { schema?: unknown }> } | null)?.content;
  return content !== undefined && Object.values(content).every((media) => isZod(media.schema));
};

/**
 * What an `/api` route is missing of its contract (docs/ARCHITECTURE.md): zod schemas for its
 * path parameters and body (an upload's multipart form), a success answer and the error envelope. Empty when the route
 * is complete. (Whether it declares bearer security exactly when it refuses anonymous callers
 * is checked by calling it: tests/server/api/api-contract.test.ts.)
 */
export function contractGaps(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): string[] {
  const schema = route.schema ?? {};
  if (schema.hide) return [];
  const methods = [route.method].flat();
  const gaps: string[] = [];
  if (route.url.includes(':') && !isZod(schema.params)) gaps.push('params schema');
  const isUpload = schema.consumes?.includes(MULTIPART) ?? false;
  if (methods.some((m) => BODY_METHODS.has(m)) && !isZod(schema.body) && !isUpload) {
    gaps.push('body schema (or uploadForm() for a multipart upload)');
  }
  if (isUpload && !isZod(schema.multipartBody)) {
    gaps.push('a described multipart form (uploadForm() with a form from src/shared/orders/uploads.contract.ts)');
  }
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const statuses = Object.keys(response).map(Number);
  if (!statuses.some((s) => s >= 200 && s < 300)) gaps.push('a 2xx response schema');
  if (!statuses.some((s) => s >= 400)) gaps.push('error envelope responses (use replies())');
  for (const [status, answer] of Object.entries(response)) {
    if (!isZod(answer) && !isZodContent(answer)) gaps.push(`response ${status} is not a zod schema from src/shared`);
  }
  if (declaresBearer(route) && !statuses.includes(401)) gaps.push('a 401 response (it declares bearer security)');
  return gaps;
}

/** The route says it needs `Authorization: Bearer` (`schema.security`, e.g. `signedIn`). */
export const declaresBearer = (route: Pick<RouteOptions, 'schema'>): boolean =>
  Array.isArray(route.schema?.security) && route.schema.security.length > 0;
