import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Dispute } from '../../../../shared/contracts/dispute.ts';
import { DisputeIdParams, DisputeReplyBody, DisputeSchema } from '../../../../shared/dispute.ts';
import { ok } from '../../../http/envelope.ts';
import { replies, signedIn } from '../../../http/responses.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { disputeEvents } from '../../../realtime/inbox-events.ts';
import { listDisputes, raiseDispute, replyAsBuyer } from '../../../services/disputes.service.ts';

const tags = ['Disputes'];

/** Raise a Dispute (SPEC §2.5, §7), follow it and answer it; buyers only, each sees only their own. */
const dispute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireBuyer);
  const events = disputeEvents(app.io);

  app.post(
    '/dispute',
    {
      schema: {
        summary: 'Raise a dispute, optionally about one of your orders; the sourcing agents are told at once',
        tags,
        security: signedIn,
        body: DisputeSchema,
        response: replies({ 201: Dispute }, [400, 401, 403, 429, 500]),
      },
    },
    async (request, reply) => {
      const stored = await raiseDispute(app.db, currentUser(request), request.body, app.clock(), events);
      return reply.status(201).send(ok(stored));
    },
  );

  app.get(
    '/dispute',
    {
      schema: {
        summary: 'Your disputes, newest first, each with its status and replies',
        tags,
        security: signedIn,
        response: replies({ 200: z.array(Dispute) }, [401, 403, 429, 500]),
      },
    },
    async (request) => ok(await listDisputes(app.db, currentUser(request))),
  );

  app.post(
    '/dispute/:id/replies',
    {
      schema: {
        summary: 'Reply to one of your disputes (one awaiting your reply goes back under review)',
        tags,
        security: signedIn,
        params: DisputeIdParams,
        body: DisputeReplyBody,
        response: replies({ 201: Dispute }),
      },
    },
    async (request, reply) => {
      const updated = await replyAsBuyer(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.message,
        app.clock(),
        events,
      );
      return reply.status(201).send(ok(updated));
    },
  );
};

export default dispute;
