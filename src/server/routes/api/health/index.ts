import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../http/api-error.ts';
import { ok } from '../../../http/envelope.ts';

const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw new ApiError(503, 'The database is not answering.');
    }
    return ok({ status: 'ok' });
  });
};

export default health;
