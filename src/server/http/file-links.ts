import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FileLinks } from '../services/private-files.ts';
import { signingKey } from '../services/url-signing.ts';

/** Where uploads (receipts, order documents) live and the key that signs their links. */
export async function receiptLinks(app: FastifyInstance): Promise<FileLinks> {
  return {
    key: await signingKey(app.db, app.env.URL_SIGNING_SECRET),
    uploadsDir: join(app.env.DATA_DIR, 'uploads'),
  };
}
