import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DocumentParams, SignedLinkQuery } from '../../../../shared/contracts/order-desk.ts';
import { bareReplies } from '../../../http/responses.ts';
import { openDocument } from '../../../services/order-documents.service.ts';
import { receiptLinks } from './links.ts';
import { sendPrivateFile } from './private-file.ts';

/** GET /order/document/{documentId}?expires&signature: an order document, for whoever holds a valid link. */
const documentFile: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/document/:documentId',
    {
      schema: {
        summary: 'Open an order document through its signed link (no bearer token)',
        tags: ['Orders'],
        params: DocumentParams,
        querystring: SignedLinkQuery,
        // The file itself, not the JSON envelope.
        response: bareReplies(
          { 200: z.any().meta({ type: 'string', format: 'binary', description: 'The PDF or image, shown inline.' }) },
          [400, 403, 404, 429, 500],
        ),
      },
    },
    async (request, reply) =>
      sendPrivateFile(
        reply,
        await openDocument(app.db, {
          documentId: request.params.documentId,
          expires: Number.parseInt(request.query.expires, 10) || 0,
          signature: request.query.signature,
          links: await receiptLinks(app),
        }),
      ),
  );
};

export default documentFile;
