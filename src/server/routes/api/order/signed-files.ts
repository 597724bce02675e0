import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openDocument } from '../../../services/order-documents.service.ts';
import { openReceipt } from '../../../services/receipts.service.ts';
import { fileLinks } from './links.ts';
import { sendPrivateFile } from './private-file.ts';

// Lenient on purpose: a mangled link is refused by the signature check with one clear message.
const SignedQuery = z.object({ expires: z.string().default(''), signature: z.string().max(200).default('') });
const signed = (query: z.infer<typeof SignedQuery>) => ({
  expires: Number.parseInt(query.expires, 10) || 0,
  signature: query.signature,
});

/**
 * GET /order/receipt/{receiptId} and /order/document/{documentId} with ?expires&signature:
 * a payment proof or an order document, for whoever holds a valid link (opened in a new
 * tab, where no bearer header is sent).
 */
const signedFiles: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/receipt/:receiptId',
    {
      schema: {
        params: z.object({ receiptId: z.uuid({ error: 'This receipt link is not valid.' }) }),
        querystring: SignedQuery,
      },
    },
    async (request, reply) =>
      sendPrivateFile(
        reply,
        await openReceipt(app.db, {
          receiptId: request.params.receiptId,
          ...signed(request.query),
          links: await fileLinks(app),
        }),
      ),
  );

  app.get(
    '/order/document/:documentId',
    {
      schema: {
        params: z.object({ documentId: z.uuid({ error: 'This document link is not valid.' }) }),
        querystring: SignedQuery,
      },
    },
    async (request, reply) =>
      sendPrivateFile(
        reply,
        await openDocument(app.db, {
          documentId: request.params.documentId,
          ...signed(request.query),
          links: await fileLinks(app),
        }),
      ),
  );
};

export default signedFiles;
