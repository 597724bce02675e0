import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiError, refused } from '../../../http/api-error.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

interface Limit {
  max: number;
  windowMs: number;
  /** Finishes "Too many ..." in the 429 message. */
  what: string;
}

/**
 * The limits of the account calls (documented in README, "Accounts and security").
 * Sign-in counts failures per account and client network: a buyer who mistypes a password a
 * few times is never locked out, guessing one account's password from one network stops
 * after ten tries, and someone guessing from elsewhere does not lock the owner out. Across
 * all networks an account takes fifty failures (guessing from many addresses at once); past
 * that its owner still gets in at once through a password reset, which lifts the lock.
 * RATE_LIMIT_MULTIPLIER scales every max.
 */
export const AUTH_LIMITS = {
  signInPerIp: { max: 50, windowMs: 15 * MINUTE_MS, what: 'sign-in attempts from your network' },
  signInFailuresPerClient: {
    max: 10,
    windowMs: 15 * MINUTE_MS,
    what: 'failed sign-in attempts for this account from your network',
  },
  signInFailuresPerAccount: { max: 50, windowMs: 15 * MINUTE_MS, what: 'failed sign-in attempts for this account' },
  registerPerIp: { max: 10, windowMs: HOUR_MS, what: 'sign-ups from your network' },
  forgotPasswordPerAddress: { max: 3, windowMs: 15 * MINUTE_MS, what: 'reset requests for this e-mail address' },
  forgotPasswordPerIp: { max: 20, windowMs: HOUR_MS, what: 'reset requests from your network' },
  resendPerAddress: { max: 3, windowMs: 15 * MINUTE_MS, what: 'verification e-mails for this address' },
  resendPerIp: { max: 20, windowMs: HOUR_MS, what: 'verification e-mails requested from your network' },
  /** Links carry 256-bit tokens, so this guards the password hashing, not the tokens. */
  linkPerIp: { max: 30, windowMs: 15 * MINUTE_MS, what: 'attempts from your network' },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof AUTH_LIMITS;

export interface Limiter {
  /** preHandler: counts the request, and refuses it once the limit is used up. */
  hit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** A limit on failures, judged only after the attempt: see createFailureLimiter. */
export interface FailureLimiter {
  /** preHandler: holds this attempt against the limit before it is judged; refuses once used up. */
  reserve(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The attempt did not fail: it stops counting. */
  release(request: FastifyRequest): Promise<void>;
  /** Lifts the limit for this key (a password reset proves the owner). */
  clear(key: string): Promise<void>;
}

/** What a request is counted by, within one limit (its IP block, or the address it names). */
export type LimitKey = (request: FastifyRequest) => string;

export const byIp: LimitKey = (request) => normalizeIP(request.ip, 64);

/** The e-mail address of a validated body, as the key of per-account limits. */
export const byAddress: LimitKey = (request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** An address and the client's network together: one network's failures for one account. */
export const addressFromClient = (address: string, request: FastifyRequest) =>
  `${address.trim().toLowerCase()}|${byIp(request)}`;

export const byAddressAndClient: LimitKey = (request) => addressFromClient(byAddress(request), request);

function tooMany(limit: Limit, ttlMs: number, reply: FastifyReply): ApiError {
  const minutes = Math.max(1, Math.ceil(ttlMs / MINUTE_MS));
  reply.header('retry-after', String(Math.ceil(ttlMs / 1000)));
  return refused({ code: 'too_many_attempts', params: { what: limit.what, minutes } });
}

/** The limit called `name` as this server applies it: max scaled by RATE_LIMIT_MULTIPLIER, counted per `name:key`. */
function applied(app: FastifyInstance, name: LimitName, key: LimitKey) {
  const limit: Limit = AUTH_LIMITS[name];
  return {
    limit,
    max: Math.max(1, Math.round(limit.max * app.env.RATE_LIMIT_MULTIPLIER)),
    keyOf: (request: FastifyRequest) => `${name}:${key(request)}`,
  };
}

/**
 * One counter (own store, in this process) keyed by `key`. Built on the plugin's
 * createRateLimit because a route here needs two counters, and its per-route limiter
 * runs only once per request.
 */
export function createLimiter(app: FastifyInstance, name: LimitName, key: LimitKey): Limiter {
  const { limit, max, keyOf } = applied(app, name, key);
  const counter = app.createRateLimit({ max, timeWindow: limit.windowMs, keyGenerator: keyOf });

  return {
    async hit(request, reply) {
      const state = await counter(request);
      if (!state.isAllowed && state.isExceeded) throw tooMany(limit, state.ttl, reply);
    },
  };
}

/**
 * Counts failures per key atomically: every attempt is counted when it starts and taken
 * back when it succeeds, so parallel guesses cannot all be checked before any is counted.
 */
export function createFailureLimiter(
  app: FastifyInstance,
  name: LimitName,
  key: LimitKey,
  refusal: (limit: Limit, ttlMs: number, reply: FastifyReply) => ApiError = tooMany,
): FailureLimiter {
  const { limit, max, keyOf } = applied(app, name, key);
  return {
    async reserve(request, reply) {
      const { count, ttlMs } = await app.counters.increment(keyOf(request), limit.windowMs);
      if (count > max) {
        await app.counters.release(keyOf(request));
        throw refusal(limit, ttlMs, reply);
      }
    },
    release: (request) => app.counters.release(keyOf(request)),
    clear: (value) => app.counters.clear(`${name}:${value}`),
  };
}

/** An account locked against every network: its owner is told how to get in at once. */
export function accountLocked(_limit: Limit, ttlMs: number, reply: FastifyReply): ApiError {
  const minutes = Math.max(1, Math.ceil(ttlMs / MINUTE_MS));
  reply.header('retry-after', String(Math.ceil(ttlMs / 1000)));
  return refused({ code: 'account_locked', params: { minutes } });
}
