import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CatalogueEvents, createCatalogueEvents } from '../services/catalogue-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue change events across server processes (services/catalogue-events.ts). */
    catalogueEvents: CatalogueEvents;
  }
}

/**
 * Carries "the catalogue changed" to every server process (through Redis when REDIS_URL is
 * set). The public catalogue and statistics (plugins/public-catalogue.ts, routes/api/statistics)
 * drop their copies whenever it arrives, so buyers see an admin's change at once on whichever
 * process answers them.
 */
export default fp(
  async function catalogueEventsPlugin(app: FastifyInstance, opts: { redisStreamName: string }) {
    const events = await createCatalogueEvents({
      redis: app.redis,
      isUp: app.redisLink.isUp,
      channel: `${opts.redisStreamName}:catalogue`,
      log: app.log,
    });
    app.decorate('catalogueEvents', events);
    app.addHook('onClose', () => events.close());
  },
  { name: 'catalogue-events', dependencies: ['redis', 'db'] },
);
