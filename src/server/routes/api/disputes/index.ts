import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Dispute } from '../../../../shared/disputes/disputes.contract.ts';
import { DisputeIdParams, DisputeReplyBody, DisputeSchema } from '../../../../shared/disputes/disputes.ts';
import { created, ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { listDisputes, raiseDispute, replyAsBuyer } from '../../../services/disputes.service.ts';

const call = signedInCalls(['Disputes']);

/** Raise a Dispute (docs/product/screens.md, docs/product/api.md), follow it and answer it; buyers only, each sees only their own. */
const disputes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireBuyer);

  app.post(
    '/dispute',
    call(
      'Raise a dispute, optionally about one of your orders; the sourcing agents are told at once',
      { body: DisputeSchema },
      { 201: Dispute },
      [400, 401, 403, 429, 500],
    ),
    async (request, reply) => created(reply, await raiseDispute(request.ctx, request.body)),
  );

  app.get(
    '/dispute',
    call(
      'Your disputes, newest first, each with its status and replies',
      {},
      { 200: z.array(Dispute) },
      [401, 403, 429, 500],
    ),
    async (request) => ok(await listDisputes(request.ctx)),
  );

  app.post(
    '/dispute/:id/replies',
    call(
      'Reply to one of your disputes (one awaiting your reply goes back under review)',
      { params: DisputeIdParams, body: DisputeReplyBody },
      { 201: Dispute },
    ),
    async (request, reply) =>
      created(reply, await replyAsBuyer(request.ctx, { id: request.params.id, ...request.body })),
  );
};

export default disputes;
