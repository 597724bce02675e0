import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DisputeSchema } from '../../../../shared/dispute.ts';
import { ok } from '../../../http/envelope.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { notifyStaffOfDispute } from '../../../realtime/publish.ts';
import { listDisputes, raiseDispute } from '../../../services/disputes.service.ts';

/** Raise a Dispute (SPEC §2.5, §7); buyers only, each sees only their own. */
const dispute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireBuyer);

  app.post('/dispute', { schema: { body: DisputeSchema } }, async (request, reply) => {
    const stored = await raiseDispute(app.db, currentUser(request), request.body, (notice) =>
      notifyStaffOfDispute(app.io, notice),
    );
    return reply.status(201).send(ok(stored));
  });

  app.get('/dispute', async (request) => ok(await listDisputes(app.db, currentUser(request))));
};

export default dispute;
