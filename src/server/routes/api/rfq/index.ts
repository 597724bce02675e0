import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Inquiry, InquiryBody, InquiryParams } from '../../../../shared/contracts/inquiry.ts';
import {
  AcceptedOrder,
  AcceptQuoteBody,
  DeclineQuoteBody,
  InquiryWithQuotes,
  QuoteParams,
} from '../../../../shared/contracts/quote.ts';
import { ok } from '../../../http/envelope.ts';
import { replies, signedIn } from '../../../http/responses.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { createInquiry } from '../../../services/inquiries.service.ts';
import { acceptQuote, declineQuote, getInquiryWithQuotes } from '../../../services/quotes.service.ts';

const tags = ['Inquiries'];

/** Inquiries (RFQ) of SPEC §7 and the buyer's answers to their quotes; buyers only, each sees only their own. */
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
      const inquiry = await createInquiry(app.db, currentUser(request).id, request.body, app.clock());
      return reply.status(201).send(ok(inquiry));
    },
  );

  app.get(
    '/rfq/:id',
    {
      schema: {
        summary: 'One of your inquiries, with every version of its quotes, newest first',
        tags,
        security: signedIn,
        params: InquiryParams,
        response: replies({ 200: InquiryWithQuotes }),
      },
    },
    async (request) => ok(await getInquiryWithQuotes(app.db, currentUser(request).id, request.params.id, app.clock())),
  );

  // Answers the new order, so the buyer can be taken straight to it.
  app.post(
    '/rfq/:id/quotes/:quoteId/accept',
    {
      schema: {
        summary:
          'Accept the active quote: a PENDING order at its price and terms (accepting twice answers the same order)',
        tags,
        security: signedIn,
        params: QuoteParams,
        body: AcceptQuoteBody,
        response: replies({ 200: AcceptedOrder }),
      },
    },
    async (request) => {
      const { id, quoteId } = request.params;
      return ok(await acceptQuote(app.db, currentUser(request).id, id, quoteId, app.clock()));
    },
  );

  app.post(
    '/rfq/:id/quotes/:quoteId/decline',
    {
      schema: {
        summary: 'Decline the active quote, optionally saying why; the inquiry waits for an agent again',
        tags,
        security: signedIn,
        params: QuoteParams,
        body: DeclineQuoteBody,
        response: replies({ 200: InquiryWithQuotes }),
      },
    },
    async (request) => {
      const { id, quoteId } = request.params;
      return ok(await declineQuote(app.db, currentUser(request).id, id, quoteId, request.body.reason, app.clock()));
    },
  );
};

export default rfq;
