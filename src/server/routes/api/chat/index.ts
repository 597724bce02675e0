import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConversationPageQuery, SendMessageSchema } from '../../../../shared/chat/chat.ts';
import { ChatAgent, ChatMessage, MarkReadBody } from '../../../../shared/chat/chat.contract.ts';
import { ReadMark, UnreadCount } from '../../../../shared/chat/chat.staff.contract.ts';
import { refused } from '../../../http/api-error.ts';
import { ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { waitBeforeSend } from '../../../realtime/send-limit.ts';
import { buyerUnreadCount, chatAgentFor, markReadByBuyer } from '../../../services/chat.staff.service.ts';
import { buyerConversation, sendMessage } from '../../../services/chat.service.ts';

const call = signedInCalls(['Chat']);

/** The chat calls of docs/product/api.md; the socket events `send-message`, `sync` and `read` do the same. */
const chat: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/message/receive-message',
    {
      onRequest: app.requireBuyer,
      ...call(
        'A page of your conversation with the sourcing agents (the newest, or before/after a seq)',
        { querystring: ConversationPageQuery },
        { 200: z.array(ChatMessage) },
        [400, 401, 403, 429, 500],
      ),
    },
    async (request) => ok(await buyerConversation(request.ctx, request.query)),
  );

  // The Message Center's header: who answers, and whether the desk is there now.
  app.get(
    '/message/agent',
    {
      onRequest: app.requireBuyer,
      ...call(
        'Who handles your chat, and whether an agent is online now',
        {},
        { 200: ChatAgent },
        [401, 403, 429, 500],
      ),
    },
    async (request) => ok(await chatAgentFor(request.ctx, { deskOnline: app.deskPresence.isOnline })),
  );

  // Buyers write to their own conversation; agents name the buyer with `to`.
  app.post(
    '/message/send-message',
    {
      onRequest: app.requireUser,
      ...call(
        'Send a chat message (agents name the buyer with `to`; a retried id is stored once)',
        { body: SendMessageSchema },
        { 200: ChatMessage, 201: ChatMessage },
      ),
      // The same allowance as the socket's send-message: one count per user, however sent.
      preHandler: async (request, reply) => {
        const waitMs = await waitBeforeSend(app.counters, currentUser(request));
        if (waitMs === 0) return;
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        throw refused('sending_too_fast');
      },
    },
    async (request, reply) => {
      const { message: sent, created } = await sendMessage(request.ctx, request.body);
      return reply.status(created ? 201 : 200).send(ok(sent));
    },
  );

  // Read receipts: the buyer read the agents' messages (the socket's `read` does the same).
  app.post(
    '/message/read',
    {
      onRequest: app.requireBuyer,
      ...call(
        'Mark the agents’ messages read, up to a seq or all (the agents see them read)',
        { body: MarkReadBody },
        { 200: ReadMark },
        [400, 401, 403, 429, 500],
      ),
    },
    async (request) => ok(await markReadByBuyer(request.ctx, request.body)),
  );

  // The hub sidebar's badge.
  app.get(
    '/message/unread',
    {
      onRequest: app.requireBuyer,
      ...call('How many of the agents’ messages you have not read', {}, { 200: UnreadCount }, [401, 403, 429, 500]),
    },
    async (request) => ok(await buyerUnreadCount(request.ctx)),
  );
};

export default chat;
