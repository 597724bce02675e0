import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BuyerParams,
  ChatMessage,
  ConversationQuery,
  MarkedRead,
  MarkReadBody,
} from '../../../../shared/contracts/chat.ts';
import { ConversationDetail, ConversationNote, ConversationRow, StaffRef } from '../../../../shared/contracts/inbox.ts';
import {
  AssignConversationBody,
  ConversationListQuery,
  ConversationNoteBody,
  ConversationStatusBody,
} from '../../../../shared/conversation.ts';
import { paged } from '../../../../shared/envelope.ts';
import { ok } from '../../../http/envelope.ts';
import { replies, signedIn } from '../../../http/responses.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { inboxEvents } from '../../../realtime/inbox-events.ts';
import {
  addNote,
  assignConversation,
  conversationDetail,
  conversationForStaff,
  listColleagues,
  listInbox,
  markConversationRead,
  setConversationStatus,
} from '../../../services/conversations.service.ts';

const tags = ['Staff: inbox'];

/** The agents' inbox (ARCHITECTURE "Staff API", inbox). */
const conversations: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('inbox.answer'));
  const events = inboxEvents(app.io);

  app.get(
    '/staff/conversations',
    {
      schema: {
        summary: 'The inbox: conversations filtered by status and assignee, searched by text, most recent first',
        tags,
        security: signedIn,
        querystring: ConversationListQuery,
        response: replies({ 200: paged(ConversationRow) }, [400, 401, 403, 429, 500]),
      },
    },
    async (request) => ok(await listInbox(app.db, currentUser(request), request.query, app.clock())),
  );

  app.get(
    '/staff/colleagues',
    {
      schema: {
        summary: 'The active staff a conversation can be handed to, admins first, then by name',
        tags,
        security: signedIn,
        response: replies({ 200: z.array(StaffRef) }, [401, 403, 429, 500]),
      },
    },
    async () => ok(await listColleagues(app.db)),
  );

  app.get(
    '/staff/conversations/:buyerId',
    {
      schema: {
        summary: 'One conversation: status, assignee, wait, private notes and the buyer’s read mark',
        tags,
        security: signedIn,
        params: BuyerParams,
        response: replies({ 200: ConversationDetail }),
      },
    },
    async (request) => ok(await conversationDetail(app.db, request.params.buyerId, app.clock())),
  );

  app.get(
    '/staff/conversations/:buyerId/messages',
    {
      schema: {
        summary: 'One buyer’s conversation after a seq, oldest first',
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
        summary: 'Mark the buyer’s messages read (up to a seq, or all); the buyer sees them read',
        tags,
        security: signedIn,
        params: BuyerParams,
        body: MarkReadBody,
        response: replies({ 200: MarkedRead }),
      },
    },
    async (request) =>
      ok(await markConversationRead(app.db, request.params.buyerId, request.body.upToSeq, app.clock(), events)),
  );

  app.post(
    '/staff/conversations/:buyerId/assign',
    {
      schema: {
        summary: 'Claim, hand over (agentId) or release (null) a conversation',
        tags,
        security: signedIn,
        params: BuyerParams,
        body: AssignConversationBody,
        response: replies({ 200: ConversationRow }),
      },
    },
    async (request) =>
      ok(
        await assignConversation(
          app.db,
          currentUser(request),
          request.params.buyerId,
          request.body.agentId,
          app.clock(),
          events,
        ),
      ),
  );

  app.post(
    '/staff/conversations/:buyerId/status',
    {
      schema: {
        summary: 'Move a conversation: OPEN -> PENDING -> RESOLVED (a buyer message reopens it)',
        tags,
        security: signedIn,
        params: BuyerParams,
        body: ConversationStatusBody,
        response: replies({ 200: ConversationRow }),
      },
    },
    async (request) =>
      ok(
        await setConversationStatus(
          app.db,
          currentUser(request),
          request.params.buyerId,
          request.body.status,
          app.clock(),
          events,
        ),
      ),
  );

  app.post(
    '/staff/conversations/:buyerId/notes',
    {
      schema: {
        summary: 'Add a private note; staff only, never sent to the buyer',
        tags,
        security: signedIn,
        params: BuyerParams,
        body: ConversationNoteBody,
        response: replies({ 201: ConversationNote }),
      },
    },
    async (request, reply) => {
      const note = await addNote(
        app.db,
        currentUser(request),
        request.params.buyerId,
        request.body.text,
        app.clock(),
        events,
      );
      return reply.status(201).send(ok(note));
    },
  );
};

export default conversations;
