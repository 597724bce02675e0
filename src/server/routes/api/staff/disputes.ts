import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffDispute } from '../../../../shared/dispute/dispute.contract.ts';
import { DisputeIdParams, StaffDisputeListQuery, StaffDisputeUpdateBody } from '../../../../shared/dispute/dispute.ts';
import { ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { disputeEvents } from '../../../realtime/inbox-events.ts';
import { listStaffDisputes, staffDispute, updateDisputeByStaff } from '../../../services/disputes.service.ts';

const call = signedInCalls(['Staff: disputes']);

/** The agents' dispute queue (docs/product/api.md, disputes). */
const disputes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('disputes.manage'));
  const events = disputeEvents(app.io);

  app.get(
    '/staff/disputes',
    call.list(
      'The dispute queue, oldest first, past-target ones marked; ?status= one state or ACTIVE (not closed)',
      StaffDisputeListQuery,
      StaffDispute,
    ),
    async (request) => ok(await listStaffDisputes(app.db, request.query, app.clock())),
  );

  app.get(
    '/staff/disputes/:id',
    call('One dispute with its replies and status changes', { params: DisputeIdParams }, { 200: StaffDispute }),
    async (request) => ok(await staffDispute(app.db, request.params.id, app.clock())),
  );

  app.post(
    '/staff/disputes/:id',
    call(
      'Move a dispute, reply to the buyer, or both (resolve and reject need a note); the buyer is mailed',
      { params: DisputeIdParams, body: StaffDisputeUpdateBody },
      { 200: StaffDispute },
    ),
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
