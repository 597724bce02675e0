import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ReceiptLinks } from '../../../services/receipts.service.ts';
import { signingKey } from '../../../services/url-signing.ts';

/** Where receipts live and the key that signs their links, from the app's configuration. */
export async function receiptLinks(app: FastifyInstance): Promise<ReceiptLinks> {
  return {
    key: await signingKey(app.db, app.env.URL_SIGNING_SECRET),
    uploadsDir: join(app.env.DATA_DIR, 'uploads'),
  };
}
