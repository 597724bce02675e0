import compress from '@fastify/compress';
import etag from '@fastify/etag';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { OutboxTimings } from './mail/outbox-worker.ts';
import { OneLinePerRequest } from './http/access-log.ts';
import { frameworkErrors } from './http/framework-errors.ts';
import forwardedForPlugin from './plugins/forwarded-for.ts';
import { errorLogSerializer, requestLogSerializer } from './http/log-redaction.ts';
import { requestIdOf } from './http/request-id.ts';
import apiDocsPlugin from './plugins/api-docs.ts';
import authPlugin from './plugins/auth.ts';
import backgroundPlugin from './plugins/background.ts';
import backupChannelPlugin from './plugins/backup-channel.ts';
import catalogueEventsPlugin from './plugins/catalogue-events.ts';
import contentPreviewPlugin from './plugins/content-preview.ts';
import contentPlugin from './plugins/content.ts';
import countersPlugin, { countersRateLimitStore } from './plugins/counters.ts';
import dbPlugin from './plugins/db.ts';
import healthPlugin from './plugins/health.ts';
import metricsPlugin from './plugins/metrics.ts';
import errorsPlugin from './plugins/errors.ts';
import ioPlugin from './plugins/io.ts';
import type { SocketHeartbeat } from './realtime/heartbeat.ts';
import mailPlugin from './plugins/mail.ts';
import serviceContextPlugin from './plugins/service-context.ts';
import notificationsPlugin from './plugins/notifications.ts';
import outboxPlugin from './plugins/outbox.ts';
import productMediaPlugin from './plugins/product-media.ts';
import publicCataloguePlugin from './plugins/public-catalogue.ts';
import redisPlugin from './plugins/redis.ts';
import requestLimitsPlugin from './plugins/request-limits.ts';
import securityPlugin from './plugins/security.ts';
import sitePlugin from './plugins/site.ts';
import storableTextPlugin from './plugins/storable-text.ts';
import storagePlugin from './plugins/storage.ts';
import apiRoutes from './routes/api/index.ts';

export interface AppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Outbox worker timings; tests shorten the retry delays. */
  outbox?: Partial<OutboxTimings> | undefined;
  /** Where the app's own logger writes (default stdout); tests read what it logs. */
  logStream?: NodeJS.WritableStream;
  /** The time source for recorded and measured times; the system clock by default. */
  clock?: Clock;
  /** What builds a publish (`astro build` by default); server tests give a quick stand-in. */
  contentBuild?: readonly string[] | undefined;
  /** The sockets' heartbeat (realtime/heartbeat.ts by default); tests shorten it. */
  socketHeartbeat?: SocketHeartbeat | undefined;
}

/** Secrets never reach the log: auth headers, cookies and password-like body fields. */
export const LOG_REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/**
 * The application graph: external plugins, then app plugins, then routes, then the
 * error and not-found handlers. `server.ts` only listens and closes.
 */
export async function buildApp({
  env,
  database,
  logger,
  logStream,
  outbox,
  clock,
  contentBuild,
  socketHeartbeat,
}: AppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: env.LOG_LEVEL,
      redact: LOG_REDACT,
      serializers: { req: requestLogSerializer, err: errorLogSerializer },
      ...(logStream ? { stream: logStream } : {}),
    },
    // A hop count trusts the N nearest hops: hop 0 is the connection's own address.
    trustProxy:
      typeof env.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (env.TRUST_PROXY as number)
        : env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Node checks the whole-request bound each second (its default: every 30 s), and only
    // when the headers' bound is not longer than it.
    requestTimeout: env.REQUEST_TIMEOUT_SECONDS * 1000,
    http: { connectionsCheckingInterval: 1000, headersTimeout: Math.min(60, env.REQUEST_TIMEOUT_SECONDS) * 1000 },
    genReqId: requestIdOf,
    frameworkErrors,
    logController: new OneLinePerRequest(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await app.register(forwardedForPlugin);
  await app.register(errorsPlugin);
  await app.register(requestLimitsPlugin, { bodyIdleMs: env.REQUEST_BODY_IDLE_SECONDS * 1000 });
  await app.register(securityPlugin);
  await app.register(storableTextPlugin);
  // Pre-compressed files are served as such; this compresses API answers.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Lets slow mobile connections revalidate API answers with a 304 instead of a download.
  await app.register(etag);
  // Counters live in Redis when several processes serve together, else in memory.
  await app.register(redisPlugin, { url: env.REDIS_URL });
  await app.register(countersPlugin, { prefix: `${env.REDIS_STREAM_NAME}:counters:` });
  await app.register(rateLimit, {
    global: false,
    // On the counters (shared through Redis, in memory while it is down): never an error.
    store: countersRateLimitStore(app.counters),
  });

  // App plugins.
  app.decorate('env', env);
  await app.register(dbPlugin, { database });
  await app.register(storagePlugin);
  await app.register(healthPlugin);
  await app.register(metricsPlugin, { port: env.METRICS_PORT, host: env.HOST, database });
  if (database.snapshot) await app.register(backupChannelPlugin, { snapshot: database.snapshot });
  await app.register(authPlugin);
  await app.register(catalogueEventsPlugin, { redisStreamName: env.REDIS_STREAM_NAME });
  await app.register(publicCataloguePlugin);
  await app.register(productMediaPlugin);
  await app.register(ioPlugin, { redisStreamName: env.REDIS_STREAM_NAME, heartbeat: socketHeartbeat });
  await app.register(mailPlugin, {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    dataDir: env.DATA_DIR,
    printLinks: env.NODE_ENV !== 'production',
  });
  await app.register(outboxPlugin, { from: env.MAIL_FROM, timings: outbox });
  // After the database, mail and outbox: closing runs last-registered first, so work still
  // running after an answer finishes while they are open.
  await app.register(backgroundPlugin);
  app.decorate('clock', clock ?? systemClock);
  await app.register(notificationsPlugin);
  // Last of the app's parts: the one context every service takes (services/context.ts).
  await app.register(serviceContextPlugin);

  // Routes: documented and checked against their contract as they are added.
  app.decorate('routeCatalogue', [] as RouteOptions[]);
  app.addHook('onRoute', (route) => {
    app.routeCatalogue.push(route);
  });
  await app.register(apiDocsPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(sitePlugin, { buildDir: env.BUILD_DIR });
  await app.register(contentPlugin, { buildCommand: contentBuild });
  await app.register(contentPreviewPlugin);

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    /** Every route as it was added, for the contract test (tests/server/api/api-contract.test.ts). */
    routeCatalogue: RouteOptions[];
    clock: Clock;
  }
}
