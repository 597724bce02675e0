import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rejectUnstorableText } from '../http/storable-text.ts';

/**
 * Refuses, before any route sees it, a request whose path parameters, query or JSON body
 * holds text the database cannot store (src/shared/common/storable-text.ts): 400 naming the field,
 * instead of a database error and a 500 on PostgreSQL.
 */
export default fp(
  async function storableTextPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      // Site pages take no input the database sees; their odd paths are simply not found.
      if (!request.url.startsWith('/api/')) return;
      rejectUnstorableText(request.params);
      rejectUnstorableText(request.query);
      if (request.body !== undefined && !Buffer.isBuffer(request.body)) rejectUnstorableText(request.body);
    });
  },
  { name: 'storable-text' },
);
