import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Health } from '../../../../shared/common/health.contract.ts';
import { refused } from '../../../http/api-error.ts';
import { ok } from '../../../http/envelope.ts';
import { publicCalls } from '../../../http/route-options.ts';

const call = publicCalls(['Platform']);

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    call('Liveness: the server runs and its database answers', {}, { 200: Health }, [429, 500, 503]),
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw refused('database_unavailable');
      }
      return ok({ status: 'ok' as const });
    },
  );
};

export default health;
