import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Inquiry, InquiryBody, InquiryParams } from '../../../../shared/contracts/inquiry.ts';
import { ok } from '../../../http/envelope.ts';
import { replies, signedIn } from '../../../http/responses.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { createInquiry, getInquiry } from '../../../services/inquiries.service.ts';

const tags = ['Inquiries'];

/** Inquiries (RFQ) of SPEC §7; buyers only, each sees only their own. */
const rfq: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so an anonymous caller gets 401 before any body is read or validated.
  app.addHook('onRequest', app.requireBuyer);

  app.post(
    '/rfq',
    {
      schema: {
        summary: 'Send an inquiry (request for quotation)',
        tags,
        security: signedIn,
        body: InquiryBody,
        response: replies({ 201: Inquiry }),
      },
    },
    async (request, reply) => {
      const inquiry = await createInquiry(app.db, currentUser(request).id, request.body);
      return reply.status(201).send(ok(inquiry));
    },
  );

  app.get(
    '/rfq/:id',
    {
      schema: {
        summary: 'One of your inquiries',
        tags,
        security: signedIn,
        params: InquiryParams,
        response: replies({ 200: Inquiry }),
      },
    },
    async (request) => ok(await getInquiry(app.db, currentUser(request).id, request.params.id)),
  );
};

export default rfq;
