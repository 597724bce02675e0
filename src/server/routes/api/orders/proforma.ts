import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderParams } from '../../../../shared/orders/orders.contract.ts';
import { Proforma } from '../../../../shared/payment/payment-instructions.contract.ts';
import { ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { getProforma } from '../../../services/proforma.service.ts';

const call = signedInCalls(['Orders']);

/** GET /order/{orderId}/proforma: the buyer's pro-forma invoice of their approved order (registered under the buyer guard). */
const proforma: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/:orderId/proforma',
    call(
      'The pro-forma invoice of one of your approved orders, with the bank details to pay by transfer',
      { params: OrderParams },
      { 200: Proforma },
    ),
    async (request) => ok(await getProforma(request.ctx, request.params.orderId)),
  );
};

export default proforma;
