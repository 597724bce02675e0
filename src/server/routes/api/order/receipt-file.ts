import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRIVATE_ANSWER } from '../../../plugins/auth.ts';
import { openReceipt } from '../../../services/receipts.service.ts';
import { parseExpires } from '../../../services/url-signing.ts';
import { receiptLinks } from './links.ts';

// The file is shown as is: no scripts, no framing, no MIME sniffing. PDFs need object-src
// for the browser's built-in viewer.
const RECEIPT_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'none'";

/** GET /order/receipt/{receiptId}?expires&signature: a receipt, for whoever holds a valid link. */
const receiptFile: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/receipt/:receiptId',
    {
      schema: {
        params: z.object({ receiptId: z.uuid({ error: 'This receipt link is not valid.' }) }),
        // Lenient on purpose: a mangled link is refused by the signature check with one clear message.
        querystring: z.object({ expires: z.string().default(''), signature: z.string().max(200).default('') }),
      },
    },
    async (request, reply) => {
      const file = await openReceipt(app.db, {
        receiptId: request.params.receiptId,
        expires: parseExpires(request.query.expires),
        signature: request.query.signature,
        links: await receiptLinks(app),
      });
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', file.size)
        .header('Content-Disposition', `inline; filename="${file.fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', PRIVATE_ANSWER)
        .header('Content-Security-Policy', RECEIPT_CSP)
        .send(file.stream);
    },
  );
};

export default receiptFile;
