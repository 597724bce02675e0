import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.ts';
import {
  conversationForStaff,
  listConversations,
  markConversationRead,
} from '../../../services/conversations.service.ts';
import { ConversationQuery } from '../message/query.ts';

const BuyerParams = z.object({ buyerId: z.uuid({ message: 'Buyer id is not valid.' }) });

/** The agents' side of the chat: the console's inbox. */
const conversations: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('inbox.answer'));

  app.get('/staff/conversations', async () => ok(await listConversations(app.db)));

  app.get(
    '/staff/conversations/:buyerId/messages',
    { schema: { params: BuyerParams, querystring: ConversationQuery } },
    async (request) => {
      const { after, limit } = request.query;
      return ok(await conversationForStaff(app.db, request.params.buyerId, after, limit));
    },
  );

  app.post(
    '/staff/conversations/:buyerId/read',
    {
      schema: {
        params: BuyerParams,
        // The body is optional: without one, everything so far is marked read.
        body: z.preprocess(
          (body) => body ?? {},
          z.object({ upToSeq: z.number({ message: 'upToSeq must be a number.' }).int().min(0).optional() }),
        ),
      },
    },
    async (request) => ok(await markConversationRead(app.db, request.params.buyerId, request.body.upToSeq)),
  );
};

export default conversations;
