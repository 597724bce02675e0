import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BuyerParams,
  ChatMessage,
  ConversationQuery,
  ConversationSummary,
  MarkedRead,
  MarkReadBody,
} from '../../../../shared/contracts/chat.ts';
import { ok } from '../../../http/envelope.ts';
import { replies, signedIn } from '../../../http/responses.ts';
import {
  conversationForStaff,
  listConversations,
  markConversationRead,
} from '../../../services/conversations.service.ts';

const tags = ['Staff: inbox'];

/** The agents' side of the chat: the console's inbox. */
const conversations: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('inbox.answer'));

  app.get(
    '/staff/conversations',
    {
      schema: {
        summary: 'Every buyer conversation, with its last message and unread count',
        tags,
        security: signedIn,
        response: replies({ 200: z.array(ConversationSummary) }, [401, 403, 429, 500]),
      },
    },
    async () => ok(await listConversations(app.db)),
  );

  app.get(
    '/staff/conversations/:buyerId/messages',
    {
      schema: {
        summary: "A buyer's conversation, oldest first",
        tags,
        security: signedIn,
        params: BuyerParams,
        querystring: ConversationQuery,
        response: replies({ 200: z.array(ChatMessage) }),
      },
    },
    async (request) => {
      const { after, limit } = request.query;
      return ok(await conversationForStaff(app.db, request.params.buyerId, after, limit));
    },
  );

  app.post(
    '/staff/conversations/:buyerId/read',
    {
      schema: {
        summary: "Mark a buyer's messages read, up to a seq or all so far",
        tags,
        security: signedIn,
        params: BuyerParams,
        body: MarkReadBody,
        response: replies({ 200: MarkedRead }),
      },
    },
    async (request) => ok(await markConversationRead(app.db, request.params.buyerId, request.body.upToSeq)),
  );
};

export default conversations;
