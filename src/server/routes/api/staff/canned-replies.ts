import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CannedReplyBody, CannedReplyParams, CannedReplyPatch } from '../../../../shared/canned-replies.ts';
import { CannedReply, Deleted } from '../../../../shared/contracts/inbox.ts';
import { ok } from '../../../http/envelope.ts';
import { replies, signedIn } from '../../../http/responses.ts';
import { currentUser } from '../../../plugins/auth.ts';
import {
  createCannedReply,
  editCannedReply,
  listCannedReplies,
  removeCannedReply,
} from '../../../services/canned-replies.service.ts';

const tags = ['Staff: inbox'];

/** Canned replies: every agent reads them (to insert with /shortcut); admins manage the library. */
const cannedReplies: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/canned-replies',
    {
      onRequest: app.authorize('inbox.answer'),
      schema: {
        summary: 'The canned replies agents insert with /shortcut',
        tags,
        security: signedIn,
        response: replies({ 200: z.array(CannedReply) }),
      },
    },
    async () => ok(await listCannedReplies(app.db)),
  );

  app.post(
    '/staff/canned-replies',
    {
      onRequest: app.authorize('canned.manage'),
      schema: {
        summary: 'Add a canned reply (admins)',
        tags,
        security: signedIn,
        body: CannedReplyBody,
        response: replies({ 201: CannedReply }),
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createCannedReply(app.db, currentUser(request), request.body, app.clock()))),
  );

  app.patch(
    '/staff/canned-replies/:id',
    {
      onRequest: app.authorize('canned.manage'),
      schema: {
        summary: 'Change a canned reply (admins)',
        tags,
        security: signedIn,
        params: CannedReplyParams,
        body: CannedReplyPatch,
        response: replies({ 200: CannedReply }),
      },
    },
    async (request) =>
      ok(await editCannedReply(app.db, currentUser(request), request.params.id, request.body, app.clock())),
  );

  app.delete(
    '/staff/canned-replies/:id',
    {
      onRequest: app.authorize('canned.manage'),
      schema: {
        summary: 'Delete a canned reply (admins)',
        tags,
        security: signedIn,
        params: CannedReplyParams,
        response: replies({ 200: Deleted }),
      },
    },
    async (request) => {
      await removeCannedReply(app.db, currentUser(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );
};

export default cannedReplies;
