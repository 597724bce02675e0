import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { TestApp } from './helper.ts';

/**
 * Asserts that an answer the serialiser did not produce (JSON text built in SQL) is exactly
 * what the route's response schema declares: valid, and with no field it leaves out.
 */
export function expectDeclaredAnswer(app: TestApp, method: string, routeUrl: string, res: LightMyRequestResponse) {
  const route = app.routeCatalogue.find((r) => r.url === routeUrl && [r.method].flat().includes(method as never));
  const schema = (route?.schema?.response as Record<number, z.ZodType> | undefined)?.[res.statusCode];
  expect(schema, `${method} ${routeUrl} declares a ${res.statusCode} answer`).toBeDefined();
  const body = res.json();
  const result = schema!.safeParse(body);
  expect(result.error?.issues ?? []).toEqual([]);
  expect(result.data).toEqual(body);
}

/** The `data` of an answer once its status is the expected one (a failure shows the body). */
export function dataOf<T>(res: LightMyRequestResponse, status: number): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as T;
}

/** The fields an error answer names, in its order, once its status is the expected one (a failure shows the body). */
export function errorFields(res: LightMyRequestResponse, status = 400): (string | undefined)[] {
  expect(res.statusCode, res.body).toBe(status);
  return (res.json().errors as { field?: string }[]).map((error) => error.field);
}
