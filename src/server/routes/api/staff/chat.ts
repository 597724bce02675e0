import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BuyerParams,
  ChatMessage,
  ConversationQuery,
  MarkedRead,
  MarkReadBody,
} from '../../../../shared/chat/chat.contract.ts';
import {
  ConversationDetail,
  ConversationNote,
  ConversationRow,
  StaffRef,
} from '../../../../shared/chat/chat.staff.contract.ts';
import {
  AssignConversationBody,
  ConversationListQuery,
  ConversationNoteBody,
  ConversationStatusBody,
} from '../../../../shared/chat/chat.staff.ts';
import { created, ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import type { ServiceContext } from '../../../services/context.ts';
import {
  addNote,
  assignConversation,
  conversationDetail,
  conversationForStaff,
  listColleagues,
  listInbox,
  markConversationRead,
  setConversationStatus,
} from '../../../services/chat.staff.service.ts';

const call = signedInCalls(['Staff: inbox']);

/** The agents' inbox (docs/product/api.md, inbox). */
const chat: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('inbox.answer'));

  app.get(
    '/staff/conversations',
    call.list(
      'The inbox: conversations filtered by status and assignee, searched by text, most recent first',
      ConversationListQuery,
      ConversationRow,
      [400, 401, 403, 429, 500],
    ),
    async (request) => ok(await listInbox(request.ctx, request.query)),
  );

  app.get(
    '/staff/colleagues',
    call(
      'The active staff a conversation can be handed to, admins first, then by name',
      {},
      { 200: z.array(StaffRef) },
      [401, 403, 429, 500],
    ),
    async (request) => ok(await listColleagues(request.ctx)),
  );

  app.get(
    '/staff/conversations/:buyerId',
    call(
      'One conversation: status, assignee, wait, private notes and the buyer’s read mark',
      { params: BuyerParams },
      { 200: ConversationDetail },
    ),
    async (request) => ok(await conversationDetail(request.ctx, request.params.buyerId)),
  );

  app.get(
    '/staff/conversations/:buyerId/messages',
    call(
      'One buyer’s conversation after a seq, oldest first',
      { params: BuyerParams, querystring: ConversationQuery },
      { 200: z.array(ChatMessage) },
    ),
    async (request) => ok(await conversationForStaff(request.ctx, { ...request.params, ...request.query })),
  );

  app.post(
    '/staff/conversations/:buyerId/read',
    call(
      'Mark the buyer’s messages read (up to a seq, or all); the buyer sees them read',
      { params: BuyerParams, body: MarkReadBody },
      { 200: MarkedRead },
    ),
    async (request) => ok(await markConversationRead(request.ctx, { ...request.params, ...request.body })),
  );

  /** POST /staff/conversations/{buyerId}/`step`: an agent's change to the conversation, answered with its row. */
  const conversationStep = <Body extends z.ZodObject>(
    step: string,
    summary: string,
    body: Body,
    change: (
      ctx: ServiceContext,
      input: { buyerId: string } & z.infer<Body>,
    ) => Promise<z.infer<typeof ConversationRow>>,
  ) =>
    app.post(
      `/staff/conversations/:buyerId/${step}`,
      call(summary, { params: BuyerParams, body }, { 200: ConversationRow }),
      async (request) =>
        ok(await change(request.ctx, { buyerId: request.params.buyerId, ...(request.body as z.infer<Body>) })),
    );

  conversationStep(
    'assign',
    'Claim, hand over (agentId) or release (null) a conversation',
    AssignConversationBody,
    assignConversation,
  );
  conversationStep(
    'status',
    'Move a conversation: OPEN -> PENDING -> RESOLVED (a buyer message reopens it)',
    ConversationStatusBody,
    setConversationStatus,
  );

  app.post(
    '/staff/conversations/:buyerId/notes',
    call(
      'Add a private note; staff only, never sent to the buyer',
      { params: BuyerParams, body: ConversationNoteBody },
      { 201: ConversationNote },
    ),
    async (request, reply) => created(reply, await addNote(request.ctx, { ...request.params, ...request.body })),
  );
};

export default chat;
