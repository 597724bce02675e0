import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderParams } from '../../../../shared/orders/orders.staff.contract.ts';
import {
  CreateShipmentBody,
  RecordMilestoneBody,
  ShipmentParams,
  StaffShipment,
} from '../../../../shared/shipments/shipments.contract.ts';
import { addShipment, recordMilestone } from '../../../services/shipments.service.ts';
import { created } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';

// Listed with the order desk in the API reference: agents enter shipments from an order's page.
const call = signedInCalls(['Order desk']);

/** The shipments of an order (docs/product/api.md, staff calls, orders). Staff only; mounted by ./index.ts. */
const shipments: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('orders.manage'));

  app.post(
    '/staff/orders/:orderId/shipments',
    call(
      'Enter a shipment of the order: carrier, vessel and voyage, bill of lading, containers (ISO 6346), ports (UN/LOCODE), estimated departure and arrival',
      { params: OrderParams, body: CreateShipmentBody },
      { 201: StaffShipment },
    ),
    async (request, reply) =>
      created(reply, await addShipment(request.ctx, { orderId: request.params.orderId, ...request.body })),
  );

  app.post(
    '/staff/shipments/:shipmentId/milestones',
    call(
      'Record a milestone of a shipment (DCSA Track & Trace events, or a new ETA); the buyer is told',
      { params: ShipmentParams, body: RecordMilestoneBody },
      { 201: StaffShipment },
    ),
    async (request, reply) =>
      created(reply, await recordMilestone(request.ctx, { shipmentId: request.params.shipmentId, ...request.body })),
  );
};

export default shipments;
