import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderParams } from '../../../../shared/orders/orders.staff.contract.ts';
import {
  CurrencyParams,
  PaymentInstructions,
  PaymentInstructionsBody,
  Proforma,
  RemovedCurrency,
} from '../../../../shared/payment/payment-instructions.contract.ts';
import { ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import {
  listPaymentInstructions,
  removePaymentInstructions,
  savePaymentInstructions,
} from '../../../services/payment-instructions.service.ts';
import { getProforma } from '../../../services/proforma.service.ts';

const call = signedInCalls(['Staff: payments']);

/** The company's bank details per currency (admins) and an order's pro-forma (the order desk). */
const payments: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/payment-instructions',
    {
      onRequest: app.authorize('payments.manage'),
      ...call('Payment instructions of every currency (admins)', {}, { 200: z.array(PaymentInstructions) }),
    },
    async (request) => ok(await listPaymentInstructions(request.ctx)),
  );

  app.put(
    '/staff/payment-instructions/:currency',
    {
      onRequest: app.authorize('payments.manage'),
      ...call(
        'Set the payment instructions of a currency, replacing them whole (admins)',
        { params: CurrencyParams, body: PaymentInstructionsBody },
        { 200: PaymentInstructions },
      ),
    },
    async (request) =>
      ok(await savePaymentInstructions(request.ctx, { currency: request.params.currency, ...request.body })),
  );

  app.delete(
    '/staff/payment-instructions/:currency',
    {
      onRequest: app.authorize('payments.manage'),
      ...call(
        'Remove the payment instructions of a currency (admins)',
        { params: CurrencyParams },
        { 200: RemovedCurrency },
      ),
    },
    async (request) => ok(await removePaymentInstructions(request.ctx, request.params.currency)),
  );

  app.get(
    '/staff/orders/:orderId/proforma',
    {
      onRequest: app.authorize('orders.manage'),
      ...call("An approved order's pro-forma invoice", { params: OrderParams }, { 200: Proforma }),
    },
    async (request) => ok(await getProforma(request.ctx, request.params.orderId)),
  );
};

export default payments;
