import { resolve } from 'node:path';
import { z } from 'zod';

const url = (protocols: string[]) =>
  z.url({ message: 'must be a URL' }).refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  /** Redis stream (and channel/session key prefix) that socket.io uses; one per deployment sharing a Redis. */
  REDIS_STREAM_NAME: z
    .string()
    .regex(/^[\w.:-]{1,100}$/, 'use letters, digits and . : _ - only')
    .default('socket.io'),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('AfriTrade Hub <no-reply@afritradehub.com>'),
  APP_URL: url(['http', 'https']).default('http://localhost:3000'),
  /** Base URL of the trade-finance statistics service; our own server by default. */
  TRADE_FINANCE_API_URL: url(['http', 'https']).optional(),
  /** Base URL of the sourcing statistics service; our own server by default. */
  SOURCING_API_URL: url(['http', 'https']).optional(),
  BUILD_DIR: z.string().min(1).default('./dist'),
  /** Set when a reverse proxy terminates TLS, so client IPs and https are read from it. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Multiplies every per-route rate limit (README, Accounts and security). Browser tests
   * raise it: all their accounts sign up and sign in from one address.
   */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive('must be a positive number').default(1),
  /**
   * How long the public statistics are served from memory before they are counted again
   * (in the background, the old figures answering meanwhile). 0 counts on every request.
   */
  STATISTICS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** Secret for signed, expiring receipt links; derived per data folder when unset. */
  URL_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Key that encrypts staff TOTP secrets at rest; generated once and kept in the database when unset. */
  TOTP_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Origins (comma-separated, `https://*.example.com` for subdomains) that web push may post
   * to; unset: the browsers' own push services (services/notifications/push.ts).
   */
  PUSH_ENDPOINT_ORIGINS: z
    .string()
    .optional()
    .refine(
      (value) =>
        !value ||
        value.split(',').every((origin) => /^https?:\/\/(\*\.)?[a-z0-9.-]+(:[0-9]+)?\/?$/i.test(origin.trim())),
      'must be comma-separated origins such as https://fcm.googleapis.com',
    ),
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

/** Reads and validates the environment; the message names every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Treat empty strings as unset, as shells and .env files commonly produce them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return { ...env, DATA_DIR: resolve(env.DATA_DIR), BUILD_DIR: resolve(env.BUILD_DIR) };
}
