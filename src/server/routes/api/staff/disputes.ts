import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffDispute } from '../../../../shared/disputes/disputes.contract.ts';
import { DisputeIdParams, StaffDisputeListQuery, StaffDisputeUpdateBody } from '../../../../shared/disputes/disputes.ts';
import { ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { listStaffDisputes, staffDispute, updateDisputeByStaff } from '../../../services/disputes.service.ts';

const call = signedInCalls(['Staff: disputes']);

/** The agents' dispute queue (docs/product/api.md, disputes). */
const disputes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('disputes.manage'));

  app.get(
    '/staff/disputes',
    call.list(
      'The dispute queue, oldest first, past-target ones marked; ?status= one state or ACTIVE (not closed)',
      StaffDisputeListQuery,
      StaffDispute,
    ),
    async (request) => ok(await listStaffDisputes(request.ctx, request.query)),
  );

  app.get(
    '/staff/disputes/:id',
    call('One dispute with its replies and status changes', { params: DisputeIdParams }, { 200: StaffDispute }),
    async (request) => ok(await staffDispute(request.ctx, request.params.id)),
  );

  app.post(
    '/staff/disputes/:id',
    call(
      'Move a dispute, reply to the buyer, or both (resolve and reject need a note); the buyer is mailed',
      { params: DisputeIdParams, body: StaffDisputeUpdateBody },
      { 200: StaffDispute },
    ),
    async (request) => ok(await updateDisputeByStaff(request.ctx, { id: request.params.id, ...request.body })),
  );
};

export default disputes;
