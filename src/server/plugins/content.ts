import { readClausesFrom } from '../services/documents/contract-clauses.ts';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readCompanyFrom } from '../mail/company.ts';
import { type ContentPublisher, createContentPublisher } from '../services/content/content-publisher.ts';
import { quietErrors } from '../services/redis-link.ts';
import type { BuildCommand } from '../services/content/site-builder.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishing the public site from the console (services/content/). */
    content: ContentPublisher;
  }
}

/** Without Redis, processes sharing a PostgreSQL look for a newly live version this often (so all switch within a second). */
const POLL_MS = 500;

/**
 * The content publisher, and how every process follows a publish: at start it serves the live
 * version's build; a publish through another process arrives as a Redis message (REDIS_URL),
 * or, on PostgreSQL without Redis (or while it is down), by reading the live version twice a second. Processes share
 * DATA_DIR (where the builds are) and CONTENT_DIR on shared storage.
 */
export default fp(
  async function contentPlugin(app: FastifyInstance, opts: { buildCommand?: BuildCommand | undefined }) {
    const channel = `${app.env.REDIS_STREAM_NAME}:content`;
    const publisher = createContentPublisher({
      db: app.db,
      clock: () => app.clock(),
      log: app.log,
      contentDir: app.env.CONTENT_DIR,
      dataDir: app.env.DATA_DIR,
      buildEnv: {
        APP_URL: app.env.APP_URL,
        TRADE_FINANCE_API_URL: app.env.TRADE_FINANCE_API_URL,
        SOURCING_API_URL: app.env.SOURCING_API_URL,
      },
      buildCommand: opts.buildCommand,
      switchSite: (dir) => app.site.switchTo(dir),
      // Mails name the company as the live site does (mail/company.ts); new contracts take
      // the published clauses (documents/contract-clauses.ts).
      contentLive: (dir) => {
        readCompanyFrom(join(dir, 'site.json'));
        readClausesFrom(dir);
      },
      liveSiteDir: () => app.site.liveDir(),
      shippedSiteDir: app.env.BUILD_DIR,
      async announce(versionId) {
        // While Redis is down the others read the live version from the database (below).
        if (!app.redisLink.isUp()) return;
        await app.redis?.publish(channel, versionId).catch((error: unknown) => {
          app.log.error({ err: error }, 'content: could not tell the other processes');
        });
      },
    });
    app.decorate('content', publisher);

    const follow = () =>
      publisher.followLive().catch((error: unknown) => app.log.error({ err: error }, 'content: following a publish'));
    const subscriber = app.redis?.duplicate() ?? null;
    let poll: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await publisher.ready();
      await follow();
      if (subscriber) {
        quietErrors(subscriber, app.log, 'content events');
        subscriber.on('message', (from: string) => {
          if (from === channel) void follow();
        });
        // A message lost while Redis was away is made up for at the reconnection.
        subscriber.on('ready', () => void follow());
        await subscriber.subscribe(channel);
      }
      if (app.env.DATABASE_URL) {
        // Without Redis, or while it is down, every process reads the live version itself.
        poll = setInterval(() => {
          if (!subscriber || !app.redisLink.isUp()) void follow();
        }, POLL_MS);
        poll.unref();
      }
    });
    app.addHook('onClose', async () => {
      clearInterval(poll);
      await publisher.close();
      if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
    });
  },
  { name: 'content', dependencies: ['db', 'redis', 'site'] },
);
