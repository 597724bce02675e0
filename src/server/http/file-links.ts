import type { FastifyInstance } from 'fastify';
import type { FileLinks } from '../services/private-files.ts';
import { signingKey } from '../services/url-signing.ts';

/** Where uploads (receipts, order documents) are kept and the key that signs their links. */
export async function receiptLinks(app: FastifyInstance): Promise<FileLinks> {
  return {
    key: await signingKey(app.db, app.env.URL_SIGNING_SECRET),
    storage: app.storage,
  };
}
