import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { createInquiry, getInquiry } from '../../../services/inquiries.service.ts';
import { paymentTerm, quantityText, shippingTerm, text, uuidParam } from '../order/fields.ts';

const InquiryBody = z.object({
  productName: text,
  productDescription: text,
  quantityRequired: quantityText,
  destinationPort: text,
  termsOfTrade: shippingTerm,
  paymentTerms: paymentTerm,
  productId: z.preprocess((v) => (v === '' || v === null ? undefined : v), uuidParam('Product').optional()),
});

/** Inquiries (RFQ) of SPEC §7; buyers only, each sees only their own. */
const rfq: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so an anonymous caller gets 401 before any body is read or validated.
  app.addHook('onRequest', app.requireBuyer);

  app.post('/rfq', { schema: { body: InquiryBody } }, async (request, reply) => {
    const inquiry = await createInquiry(app.db, currentUser(request).id, request.body);
    return reply.status(201).send(ok(inquiry));
  });

  app.get('/rfq/:id', { schema: { params: z.object({ id: uuidParam('Inquiry') }) } }, async (request) =>
    ok(await getInquiry(app.db, currentUser(request).id, request.params.id)),
  );
};

export default rfq;
