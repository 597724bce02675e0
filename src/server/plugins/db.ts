import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Decorates the app with the database it was given, and closes it with the app. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { database: Database }) {
    app.decorate('db', opts.database.db);
    app.addHook('onClose', async () => {
      await opts.database.close();
    });
  },
  { name: 'db' },
);
