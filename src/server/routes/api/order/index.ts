import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForeignOrderBody, OrderDetails, OrderParams } from '../../../../shared/contracts/order.ts';
import { ok } from '../../../http/envelope.ts';
import { replies, signedIn } from '../../../http/responses.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { approveOrder, getOrder, placeForeignOrder } from '../../../services/orders.service.ts';
import { receiptLinks } from './links.ts';
import receiptFile from './receipt-file.ts';
import documentFile from './document-file.ts';
import receiptUpload from './receipt-upload.ts';

const tags = ['Orders'];

/** The buyer's own orders (SPEC §7 /order/*); every call needs a buyer token. */
const buyerOrders: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so an anonymous caller gets 401 before any body is read or validated.
  app.addHook('onRequest', app.requireBuyer);

  app.post(
    '/order/foreign',
    {
      schema: {
        summary: 'Place a direct order (FOB or LOCAL shipping with LC or TT payment)',
        tags,
        security: signedIn,
        body: ForeignOrderBody,
        response: replies({ 201: OrderDetails }),
      },
    },
    async (request, reply) => {
      // The client's cost is dropped here; the service computes its own.
      const { cost: _clientCost, ...body } = request.body;
      const order = await placeForeignOrder(
        app.db,
        currentUser(request).id,
        { ...body, shipping: body.shipping ?? '', paymentTerm: body.paymentTerm ?? '' },
        await receiptLinks(app),
      );
      return reply.status(201).send(ok(order));
    },
  );

  app.get(
    '/order/:orderId',
    {
      schema: {
        summary: 'One of your orders',
        tags,
        security: signedIn,
        params: OrderParams,
        response: replies({ 200: OrderDetails }),
      },
    },
    async (request) =>
      ok(await getOrder(app.db, currentUser(request).id, request.params.orderId, await receiptLinks(app))),
  );

  app.get(
    '/order/approve/:orderId',
    {
      schema: {
        summary: 'Approve an order an agent drafted for you',
        tags,
        security: signedIn,
        params: OrderParams,
        response: replies({ 200: OrderDetails }),
      },
    },
    async (request) =>
      ok(await approveOrder(app.db, currentUser(request).id, request.params.orderId, await receiptLinks(app))),
  );

  await app.register(receiptUpload);
};

const order: FastifyPluginAsyncZod = async (app) => {
  await app.register(buyerOrders);
  // Signed links open receipts and documents in a new tab, where no bearer header is sent.
  await app.register(receiptFile);
  await app.register(documentFile);
};

export default order;
