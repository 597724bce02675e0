import type { RouteOptions } from 'fastify';
import { $ZodType } from 'zod/v4/core';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const isZod = (schema: unknown): boolean => schema instanceof $ZodType;

/**
 * What an `/api` route is missing of its contract (ARCHITECTURE.md): zod schemas for its
 * path parameters and body, a success answer and the error envelope, and a bearer security
 * declaration exactly when it can answer 401. Empty when the route is complete.
 */
export function contractGaps(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): string[] {
  const schema = route.schema ?? {};
  if (schema.hide) return [];
  const methods = [route.method].flat();
  const gaps: string[] = [];
  if (route.url.includes(':') && !isZod(schema.params)) gaps.push('params schema');
  if (methods.some((m) => BODY_METHODS.has(m)) && !isZod(schema.body) && !schema.consumes?.length) {
    gaps.push('body schema (or `consumes` for a multipart upload)');
  }
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const statuses = Object.keys(response).map(Number);
  if (!statuses.some((s) => s >= 200 && s < 300)) gaps.push('a 2xx response schema');
  if (!statuses.some((s) => s >= 400)) gaps.push('error envelope responses (use replies())');
  for (const [status, answer] of Object.entries(response)) {
    if (!isZod(answer)) gaps.push(`response ${status} is not a zod schema from src/shared`);
  }
  const needsToken = statuses.includes(401);
  const declaresToken = Array.isArray(schema.security) && schema.security.length > 0;
  if (needsToken && !declaresToken) gaps.push('security: signedIn (it answers 401)');
  if (!needsToken && declaresToken) gaps.push('a 401 response (it declares bearer security)');
  return gaps;
}
