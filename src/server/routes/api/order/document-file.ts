import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignedLinkQuery } from '../../../../shared/contracts/common.ts';
import { DocumentParams } from '../../../../shared/contracts/order-desk.ts';
import { openDocument } from '../../../services/order-documents.service.ts';
import { parseExpires } from '../../../services/url-signing.ts';
import { receiptLinks } from './links.ts';
import { privateFileReplies, sendPrivateFile } from './private-file.ts';

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
        response: privateFileReplies,
      },
    },
    async (request, reply) =>
      sendPrivateFile(
        reply,
        await openDocument(app.db, {
          documentId: request.params.documentId,
          expires: parseExpires(request.query.expires),
          signature: request.query.signature,
          links: await receiptLinks(app),
        }),
      ),
  );
};

export default documentFile;
