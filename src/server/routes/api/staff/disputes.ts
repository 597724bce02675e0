import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffDispute } from '../../../../shared/contracts/dispute.ts';
import { DisputeIdParams, StaffDisputeListQuery, StaffDisputeUpdateBody } from '../../../../shared/dispute.ts';
import { paged } from '../../../../shared/envelope.ts';
import { ok } from '../../../http/envelope.ts';
import { replies, signedIn } from '../../../http/responses.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { disputeEvents } from '../../../realtime/inbox-events.ts';
import { listStaffDisputes, staffDispute, updateDisputeByStaff } from '../../../services/disputes.service.ts';

const tags = ['Staff: disputes'];

/** The agents' dispute queue (ARCHITECTURE "Staff API", disputes). */
const disputes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('disputes.manage'));
  const events = disputeEvents(app.io);

  app.get(
    '/staff/disputes',
    {
      schema: {
        summary: 'The dispute queue, oldest first, past-target ones marked; ?status= one state or ACTIVE (not closed)',
        tags,
        security: signedIn,
        querystring: StaffDisputeListQuery,
        response: replies({ 200: paged(StaffDispute) }),
      },
    },
    async (request) => ok(await listStaffDisputes(app.db, request.query, app.clock())),
  );

  app.get(
    '/staff/disputes/:id',
    {
      schema: {
        summary: 'One dispute with its replies and status changes',
        tags,
        security: signedIn,
        params: DisputeIdParams,
        response: replies({ 200: StaffDispute }),
      },
    },
    async (request) => ok(await staffDispute(app.db, request.params.id, app.clock())),
  );

  app.post(
    '/staff/disputes/:id',
    {
      schema: {
        summary: 'Move a dispute, reply to the buyer, or both (resolve and reject need a note); the buyer is mailed',
        tags,
        security: signedIn,
        params: DisputeIdParams,
        body: StaffDisputeUpdateBody,
        response: replies({ 200: StaffDispute }),
      },
    },
    async (request) =>
      ok(
        await updateDisputeByStaff(
          app.db,
          currentUser(request),
          request.params.id,
          request.body,
          app.clock(),
          events,
          app.env.APP_URL,
        ),
      ),
  );
};

export default disputes;
