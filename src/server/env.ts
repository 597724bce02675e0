import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const url = (protocols: string[]) =>
  z.url({ message: 'must be a URL' }).refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, a CIDR range (address/prefix) or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

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
  /**
   * The folder editors change from the console (content/README.md): the repository's content/
   * by default; a folder on shared storage in a deployment, filled from content/ on first start.
   */
  CONTENT_DIR: z.string().min(1).default('./content'),
  /**
   * Which proxies in front may tell us the client's address and protocol (X-Forwarded-For,
   * -Proto). `false`: none. `true` or a number N: the N nearest hops (`true` is 1), so a
   * client cannot choose its own address by sending the header itself. Or a comma-separated
   * list of proxy addresses and CIDR ranges (`10.0.0.0/8, 192.168.1.7`; `loopback`,
   * `uniquelocal` also work): only hops from those addresses are trusted.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context): false | number | string[] => {
      const text = value.trim();
      if (text === 'false' || text === '0') return false;
      if (text === 'true') return 1;
      if (/^[0-9]{1,2}$/.test(text)) return Number(text);
      const entries = text.split(',').map((entry) => entry.trim());
      const bad = entries.filter((entry) => !isProxyAddress(entry));
      if (bad.length === 0) return entries;
      context.addIssue({
        code: 'custom',
        message: `use true, false, a hop count or proxy addresses/CIDRs (not: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }),
  /** The whole request (headers and body) must arrive within this time, else 408. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** A request body that sends nothing for this long is cut off (408). */
  REQUEST_BODY_IDLE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** Port of the Prometheus metrics (/metrics), apart from the site's; unset: no metrics. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * On SIGTERM, how long /readyz answers 503 while requests are still served, so the load
   * balancer stops sending new ones before the process stops accepting.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  /**
   * On SIGTERM, how long requests in flight may take before the process exits anyway; unset:
   * REQUEST_TIMEOUT_SECONDS, so a deploy never cuts an upload the server would still accept.
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).optional(),
  /**
   * Loads the demo catalogue (and its price history) into an empty database at start. Unset:
   * yes, except with NODE_ENV=production, where a real catalogue starts empty.
   */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
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
   * The keys before a rotation (docs/operations/runbook.md): links signed with the previous
   * URL_SIGNING_SECRET still open until they expire, and TOTP secrets encrypted with the
   * previous TOTP_ENCRYPTION_KEY still decrypt until `npm run totp:rekey` re-encrypts them.
   */
  URL_SIGNING_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
  TOTP_ENCRYPTION_KEY_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
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
  /** Keeps uploaded and generated files in this S3-compatible bucket; unset keeps them under DATA_DIR. */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3 to 63 lowercase letters, digits, . and -)',
    )
    .optional(),
  /** The store's address (MinIO, R2, Ceph...); unset means AWS S3 itself. */
  S3_ENDPOINT: url(['http', 'https']).optional(),
  S3_REGION: z
    .string()
    .regex(/^[\w-]{1,50}$/, 'must be a region name such as us-east-1 or auto')
    .default('us-east-1'),
  /** Both or neither; neither uses the SDK's own credential chain (instance roles, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (MinIO and most self-hosted stores) instead of the host name. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

/** The settings, with the defaults that depend on other settings filled in. */
export type Env = Omit<z.infer<typeof EnvSchema>, 'SHUTDOWN_TIMEOUT_SECONDS' | 'SEED_DEMO'> & {
  SHUTDOWN_TIMEOUT_SECONDS: number;
  SEED_DEMO: boolean;
};

export class EnvError extends Error {}

/** Reads and validates the environment; the message names every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Treat empty strings as unset, as shells and .env files commonly produce them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.superRefine((env, context) => {
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
      });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'set it too: the other S3_ settings need a bucket',
      });
    }
  }).safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    ...env,
    DATA_DIR: resolve(env.DATA_DIR),
    BUILD_DIR: resolve(env.BUILD_DIR),
    CONTENT_DIR: resolve(env.CONTENT_DIR),
    SHUTDOWN_TIMEOUT_SECONDS: env.SHUTDOWN_TIMEOUT_SECONDS ?? env.REQUEST_TIMEOUT_SECONDS,
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
  };
}
