import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  hostileJsonBody,
  hostileQuery,
  hostileSegment,
  hostileValue,
  multipartBody,
  oneFieldHostile,
} from './hostile.ts';
import { writeMark, writesOnRefusal } from './write-log.ts';
import { anyJson, arbitraryOf, objectKeys } from './zod-arbitrary.ts';

export interface Actor {
  name: string;
  /** A valid session token for this request (or none, or a bad one). */
  token: () => Promise<string | undefined>;
}

export interface FuzzContext {
  app: FastifyInstance;
  actors: Actor[];
  /** Ids of objects that exist (a product, an order, the accounts), so paths hit real rows too. */
  knownIds: string[];
  serverErrors: string[];
}

export interface Outcome {
  name: string;
  sent: number;
  statuses: Map<string, number>;
  /** The longest one answer took, and to what. */
  slowest?: { ms: number; request: string };
  failure?: string;
}

/**
 * No answer may take this long: one request that holds the process this long freezes every
 * other client of it (a body nested 200,000 deep once did, for minutes). Generous, so a
 * loaded machine does not trip it.
 */
export const MAX_ANSWER_MS = 10_000;

interface FuzzRequest {
  label: string;
  actor: number;
  method: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on them). */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

function queryString(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    for (const one of Array.isArray(item) ? item : [item]) {
      parts.push(`${encodeSegment(key)}=${encodeSegment(typeof one === 'object' ? JSON.stringify(one) : String(one))}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

const shapeOf = (schema: unknown, key: string): unknown => {
  const def = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def;
  return def?.shape?.[key];
};

function pathArbitrary(route: RouteOptions, knownIds: string[]): fc.Arbitrary<string> {
  const params = route.schema?.params;
  const segments = route.url.split('/').map((segment) => {
    if (!segment.startsWith(':')) return fc.constant(segment);
    const name = segment.slice(1);
    return fc.oneof(
      { weight: 3, arbitrary: arbitraryOf(shapeOf(params, name)).map((v) => encodeSegment(String(v))) },
      { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
      { weight: 2, arbitrary: hostileSegment },
    );
  });
  const path = fc.tuple(...segments).map((parts) => parts.join('/'));
  // Now and then the whole path is bent: extra segment, doubled slash, trailing escape.
  return fc.oneof(
    { weight: 12, arbitrary: path },
    { weight: 1, arbitrary: path.map((p) => `${p}/extra`) },
    { weight: 1, arbitrary: path.map((p) => p.replace('/api/', '/api//')) },
    { weight: 1, arbitrary: path.map((p) => `${p}%`) },
    { weight: 1, arbitrary: path.map((p) => `${p}/${'x'.repeat(9000)}`) },
  );
}

function queryArbitrary(route: RouteOptions): fc.Arbitrary<string> {
  const schema = route.schema?.querystring;
  if (!schema) return fc.oneof({ weight: 5, arbitrary: fc.constant('') }, { weight: 1, arbitrary: hostileQuery });
  return fc.oneof(
    { weight: 4, arbitrary: arbitraryOf(schema).map(queryString) },
    { weight: 2, arbitrary: hostileQuery },
    { weight: 1, arbitrary: fc.constant('') },
  );
}

const JSON_TYPE = 'application/json';

function bodyArbitrary(route: RouteOptions): fc.Arbitrary<Pick<FuzzRequest, 'label' | 'contentType' | 'payload'>> {
  const schema = route.schema?.body;
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  if (consumes.some((type) => type.startsWith('multipart/'))) {
    return fc.oneof(
      {
        weight: 6,
        arbitrary: multipartBody(['file', 'type']).map((raw) => ({
          label: raw.label,
          contentType: raw.contentType,
          payload: raw.body,
        })),
      },
      {
        weight: 1,
        arbitrary: anyJson().map((v) => ({
          label: 'JSON to a multipart route',
          contentType: JSON_TYPE,
          payload: JSON.stringify(v) ?? 'null',
        })),
      },
    );
  }
  const valid = schema ? arbitraryOf(schema) : anyJson();
  const keys = objectKeys(schema);
  const json = (label: string) => (value: unknown) => ({
    label,
    contentType: JSON_TYPE,
    payload: JSON.stringify(value) ?? 'null',
  });
  const mutated = oneFieldHostile(valid, keys);
  return fc.oneof(
    { weight: 4, arbitrary: valid.map(json('valid per schema')) },
    { weight: 4, arbitrary: mutated.map(json('one field hostile')) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, hostileValue).map(([value, bad]) =>
        json('extra keys')({
          ...(typeof value === 'object' && value ? value : {}),
          admin: true,
          __proto__x: bad,
          ['\u0000']: bad,
        }),
      ),
    },
    { weight: 2, arbitrary: hostileValue.map(json('wrong type for the whole body')) },
    {
      weight: 2,
      arbitrary: hostileJsonBody.map((payload) => ({ label: 'malformed JSON', contentType: JSON_TYPE, payload })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=utf-16',
            'application/xml',
            'multipart/form-data; boundary=x',
          ),
        )
        .map(([value, contentType]) => ({
          label: `valid JSON as ${contentType}`,
          contentType,
          payload: JSON.stringify(value) ?? '',
        })),
    },
  );
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function requestArbitrary(route: RouteOptions, actors: number, knownIds: string[]): fc.Arbitrary<FuzzRequest> {
  const method = [route.method].flat()[0] ?? 'GET';
  const target = fc.tuple(fc.nat({ max: actors - 1 }), pathArbitrary(route, knownIds), queryArbitrary(route));
  if (!BODY_METHODS.has(method)) {
    return target.map(([actor, path, query]) => ({ label: 'no body', actor, method, url: `${path}${query}` }));
  }
  return fc
    .tuple(target, bodyArbitrary(route))
    .map(([[actor, path, query], body]) => ({ ...body, actor, method, url: `${path}${query}` }));
}

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

export function describeRequest(request: FuzzRequest, actor: string): string {
  const payload =
    request.payload === undefined
      ? ''
      : clip(Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload);
  return `${request.method} ${clip(request.url, 200)} as ${actor} [${request.label}]${request.contentType ? ` (${request.contentType})` : ''}${payload ? `\n    body: ${JSON.stringify(payload)}` : ''}`;
}

/**
 * Sends `runs` generated requests to one route; the property: no 5xx, nothing stored when
 * refused, and an answer within MAX_ANSWER_MS.
 */
export async function fuzzRoute(
  context: FuzzContext,
  route: RouteOptions,
  options: { runs: number; seed: number },
): Promise<Outcome> {
  const { app, actors } = context;
  const name = `${[route.method].flat().join(',')} ${route.url}`;
  const outcome: Outcome = { name, sent: 0, statuses: new Map() };
  let lastProblem = '';
  const property = fc.asyncProperty(requestArbitrary(route, actors.length, context.knownIds), async (request) => {
    const actor = actors[request.actor]!;
    const token = await actor.token();
    const mark = await writeMark(app.db);
    const started = performance.now();
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: {
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const ms = performance.now() - started;
    if (ms > (outcome.slowest?.ms ?? -1)) outcome.slowest = { ms, request: describeRequest(request, actor.name) };
    outcome.sent += 1;
    const status = String(response.statusCode);
    outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1);
    if (ms > MAX_ANSWER_MS) {
      lastProblem = `took ${(ms / 1000).toFixed(1)} s to answer ${status}\n  to ${describeRequest(request, actor.name)}`;
      return false;
    }
    if (response.statusCode >= 500) {
      lastProblem = `answered ${status}: ${clip(response.body)}\n  to ${describeRequest(request, actor.name)}`;
      return false;
    }
    if (response.statusCode >= 400) {
      const stored = await writesOnRefusal(app.db, mark);
      if (stored) {
        lastProblem = `refused with ${status} but stored ${stored}\n  answer: ${clip(response.body)}\n  to ${describeRequest(request, actor.name)}`;
        return false;
      }
    }
    return true;
  });
  // Shrinking sends more requests; a few minutes of it is plenty to find a small case.
  const failure = await failureOf(property, { ...options, timeLimitMs: 180_000 }, () => lastProblem);
  return failure ? { ...outcome, failure } : outcome;
}

/**
 * Runs a fuzz property (`runs` cases from `seed`, shrinking a failure for at most
 * `timeLimitMs`) and answers why it failed: the last problem it saw, or what threw in the
 * harness; undefined when it held.
 */
export async function failureOf<T>(
  property: fc.IAsyncProperty<T>,
  options: { runs: number; seed: number; timeLimitMs: number },
  lastProblem: () => string,
): Promise<string | undefined> {
  const details = await fc.check(property, {
    numRuns: options.runs,
    seed: options.seed,
    interruptAfterTimeLimit: options.timeLimitMs,
  });
  if (!details.failed) return undefined;
  const thrown = details.errorInstance instanceof Error ? `threw in the harness: ${details.errorInstance.message}` : '';
  return `  ${lastProblem() || thrown}\n  (fast-check: failed after ${details.numRuns} runs and ${details.numShrinks} shrinks${details.interrupted ? ', interrupted' : ''})`;
}
