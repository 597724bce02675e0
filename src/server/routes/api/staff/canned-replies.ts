import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CannedReplyBody, CannedReplyParams, CannedReplyPatch } from '../../../../shared/chat/canned-replies.ts';
import { CannedReply, Deleted } from '../../../../shared/chat/chat.staff.contract.ts';
import { created, ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import {
  createCannedReply,
  editCannedReply,
  listCannedReplies,
  removeCannedReply,
} from '../../../services/canned-replies.service.ts';

const call = signedInCalls(['Staff: inbox']);

/** Canned replies: every agent reads them (to insert with /shortcut); admins manage the library. */
const cannedReplies: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/canned-replies',
    {
      onRequest: app.authorize('inbox.answer'),
      ...call('The canned replies agents insert with /shortcut', {}, { 200: z.array(CannedReply) }),
    },
    async (request) => ok(await listCannedReplies(request.ctx)),
  );

  app.post(
    '/staff/canned-replies',
    {
      onRequest: app.authorize('canned.manage'),
      ...call('Add a canned reply (admins)', { body: CannedReplyBody }, { 201: CannedReply }),
    },
    async (request, reply) => created(reply, await createCannedReply(request.ctx, request.body)),
  );

  app.patch(
    '/staff/canned-replies/:id',
    {
      onRequest: app.authorize('canned.manage'),
      ...call(
        'Change a canned reply (admins)',
        { params: CannedReplyParams, body: CannedReplyPatch },
        { 200: CannedReply },
      ),
    },
    async (request) => ok(await editCannedReply(request.ctx, { id: request.params.id, ...request.body })),
  );

  app.delete(
    '/staff/canned-replies/:id',
    {
      onRequest: app.authorize('canned.manage'),
      ...call('Delete a canned reply (admins)', { params: CannedReplyParams }, { 200: Deleted }),
    },
    async (request) => ok(await removeCannedReply(request.ctx, request.params.id)),
  );
};

export default cannedReplies;
