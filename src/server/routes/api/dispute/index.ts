import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Dispute } from '../../../../shared/contracts/dispute.ts';
import { DisputeSchema } from '../../../../shared/dispute.ts';
import { ok } from '../../../http/envelope.ts';
import { replies, signedIn } from '../../../http/responses.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { notifyStaffOfDispute } from '../../../realtime/publish.ts';
import { listDisputes, raiseDispute } from '../../../services/disputes.service.ts';

const tags = ['Disputes'];

/** Raise a Dispute (SPEC §2.5, §7); buyers only, each sees only their own. */
const dispute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireBuyer);

  app.post(
    '/dispute',
    {
      schema: {
        summary: 'Raise a dispute; the sourcing agents are told at once',
        tags,
        security: signedIn,
        body: DisputeSchema,
        response: replies({ 201: Dispute }, [400, 401, 403, 429, 500]),
      },
    },
    async (request, reply) => {
      const stored = await raiseDispute(app.db, currentUser(request), request.body, (notice) =>
        notifyStaffOfDispute(app.io, notice),
      );
      return reply.status(201).send(ok(stored));
    },
  );

  app.get(
    '/dispute',
    {
      schema: {
        summary: 'Your disputes, newest first',
        tags,
        security: signedIn,
        response: replies({ 200: z.array(Dispute) }, [401, 403, 429, 500]),
      },
    },
    async (request) => ok(await listDisputes(app.db, currentUser(request))),
  );
};

export default dispute;
