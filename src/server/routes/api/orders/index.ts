import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForeignOrderBody, OrderDetails, OrderParams } from '../../../../shared/orders/orders.contract.ts';
import { created, ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import type { ServiceContext } from '../../../services/context.ts';
import { approveOrder, getOrder, placeForeignOrder } from '../../../services/orders.service.ts';
import receiptFile from './receipt-file.ts';
import documentFile from './document-file.ts';
import billOfLadingFile from './bill-of-lading-file.ts';
import receiptUpload from './receipt-upload.ts';
import proforma from './proforma.ts';
import contract, { contractFile } from './contract.ts';

const call = signedInCalls(['Orders']);

/** The buyer's own orders (docs/product/api.md /order/*); every call needs a buyer token. */
const buyerOrders: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so an anonymous caller gets 401 before any body is read or validated.
  app.addHook('onRequest', app.requireBuyer);

  app.post(
    '/order/foreign',
    call(
      'Place a direct order (FOB or LOCAL shipping with LC or TT payment)',
      { body: ForeignOrderBody },
      { 201: OrderDetails },
    ),
    async (request, reply) => {
      // The client's cost is dropped here; the service computes its own.
      const { cost: _clientCost, ...body } = request.body;
      const order = await placeForeignOrder(request.ctx, {
        ...body,
        shipping: body.shipping ?? '',
        paymentTerm: body.paymentTerm ?? '',
      });
      return created(reply, order);
    },
  );

  /** GET `url`: the buyer's call on one of their orders (reading it, or approving it), answered with the order. */
  const onOwnOrder = (
    url: string,
    summary: string,
    act: (ctx: ServiceContext, orderId: string) => Promise<OrderDetails>,
  ) =>
    app.get(url, call(summary, { params: OrderParams }, { 200: OrderDetails }), async (request) =>
      ok(await act(request.ctx, request.params.orderId)),
    );

  onOwnOrder('/order/:orderId', 'One of your orders', getOrder);
  onOwnOrder(
    '/order/approve/:orderId',
    'Approve an order an agent drafted for you (orders you place or make by accepting a quote are approved already)',
    approveOrder,
  );

  await app.register(receiptUpload);
  await app.register(proforma);
  await app.register(contract);
};

const orders: FastifyPluginAsyncZod = async (app) => {
  await app.register(buyerOrders);
  // Signed links open receipts and documents in a new tab, where no bearer header is sent.
  await app.register(receiptFile);
  await app.register(documentFile);
  await app.register(billOfLadingFile);
  await app.register(contractFile);
};

export default orders;
