import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignedLinkQuery } from '../../../../shared/contracts/common.ts';
import { ReceiptParams } from '../../../../shared/contracts/order.ts';
import { openReceipt } from '../../../services/receipts.service.ts';
import { parseExpires } from '../../../services/url-signing.ts';
import { receiptLinks } from './links.ts';
import { privateFileReplies, sendPrivateFile } from './private-file.ts';

/** GET /order/receipt/{receiptId}?expires&signature: a receipt, for whoever holds a valid link. */
const receiptFile: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/receipt/:receiptId',
    {
      schema: {
        summary: 'Open a payment proof through its signed link (no bearer token)',
        tags: ['Orders'],
        params: ReceiptParams,
        querystring: SignedLinkQuery,
        response: privateFileReplies,
      },
    },
    async (request, reply) =>
      sendPrivateFile(
        reply,
        await openReceipt(app.db, {
          receiptId: request.params.receiptId,
          expires: parseExpires(request.query.expires),
          signature: request.query.signature,
          links: await receiptLinks(app),
        }),
      ),
  );
};

export default receiptFile;
