import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InquiryBody, InquiryParams, SubmittedInquiry } from '../../../../shared/inquiries/inquiries.contract.ts';
import {
  AcceptedOrder,
  AcceptQuoteBody,
  DeclineQuoteBody,
  InquiryWithQuotes,
  QuoteParams,
} from '../../../../shared/quotes/quotes.contract.ts';
import { created, ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { createInquiry } from '../../../services/inquiries.service.ts';
import { acceptQuote, declineQuote, getInquiryWithQuotes } from '../../../services/quotes.service.ts';

const call = signedInCalls(['Inquiries']);

/** Inquiries (RFQ) of docs/product/api.md and the buyer's answers to their quotes; buyers only, each sees only their own. */
const inquiries: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so an anonymous caller gets 401 before any body is read or validated.
  app.addHook('onRequest', app.requireBuyer);

  app.post(
    '/rfq',
    call('Send an inquiry (request for quotation)', { body: InquiryBody }, { 201: SubmittedInquiry }),
    async (request, reply) => created(reply, await createInquiry(request.ctx, request.body)),
  );

  app.get(
    '/rfq/:id',
    call(
      'One of your inquiries, with every version of its quotes, newest first',
      { params: InquiryParams },
      { 200: InquiryWithQuotes },
    ),
    async (request) => ok(await getInquiryWithQuotes(request.ctx, request.params.id)),
  );

  // Answers the new order, so the buyer can be taken straight to it.
  app.post(
    '/rfq/:id/quotes/:quoteId/accept',
    call(
      'Accept the active quote: a PENDING order at its price and terms, approved by this acceptance (accepting twice answers the same order)',
      { params: QuoteParams, body: AcceptQuoteBody },
      { 200: AcceptedOrder },
    ),
    async (request) => ok(await acceptQuote(request.ctx, request.params)),
  );

  app.post(
    '/rfq/:id/quotes/:quoteId/decline',
    call(
      'Decline the active quote, optionally saying why; the inquiry waits for an agent again',
      { params: QuoteParams, body: DeclineQuoteBody },
      { 200: InquiryWithQuotes },
    ),
    async (request) => ok(await declineQuote(request.ctx, { ...request.params, reason: request.body.reason })),
  );
};

export default inquiries;
