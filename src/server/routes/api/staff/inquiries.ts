import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Quote, QuoteBody } from '../../../../shared/quotes/quotes.contract.ts';
import {
  StaffInquiry,
  StaffInquiryDetails,
  StaffInquiryParams,
  StaffInquiryQuery,
} from '../../../../shared/inquiries/inquiries.staff.contract.ts';
import { created, ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { sendQuote } from '../../../services/quotes.service.ts';
import { listStaffInquiries, staffInquiryDetails } from '../../../services/inquiries.staff.service.ts';

import { exportFileName } from '../../../../shared/exports/exports.ts';
import { StaffInquiryExportQuery } from '../../../../shared/exports/exports.contract.ts';
import { sendCsv } from '../../../http/csv-answer.ts';
import { INQUIRY_QUOTE_COLUMNS, staffInquiriesExport } from '../../../services/exports/exports.staff.service.ts';

const call = signedInCalls(['Inquiries and quotes']);

/** The console's inquiries: the queue, one inquiry with its buyer and quotes, and sending a quote. */
const inquiries: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('quotes.send'));

  app.get(
    '/staff/inquiries',
    call.list(
      'Every inquiry: pending first, longest waiting first; filter by status and product, search, page',
      StaffInquiryQuery,
      StaffInquiry,
    ),
    async (request) => ok(await listStaffInquiries(request.ctx, request.query)),
  );

  app.get(
    '/staff/inquiries.csv',
    call.csv(
      'The inquiry queue as a CSV file with the same filters: a row per quote version (one row while unquoted)',
      INQUIRY_QUOTE_COLUMNS,
      StaffInquiryExportQuery,
    ),
    async (request, reply) =>
      sendCsv(
        reply,
        exportFileName('staffInquiries', request.ctx.now()),
        staffInquiriesExport(request.ctx, request.query),
      ),
  );

  app.get(
    '/staff/inquiries/:id',
    call(
      "One inquiry with its buyer's details and latest orders, and every quote version",
      { params: StaffInquiryParams },
      { 200: StaffInquiryDetails },
    ),
    async (request) => ok(await staffInquiryDetails(request.ctx, request.params.id)),
  );

  app.post(
    '/staff/inquiries/:id/quotes',
    call(
      'Answer an inquiry with a quote; it supersedes the active one, and the buyer is mailed and sees a quote card',
      { params: StaffInquiryParams, body: QuoteBody },
      { 201: Quote },
    ),
    async (request, reply) =>
      created(reply, await sendQuote(request.ctx, { inquiryId: request.params.id, ...request.body })),
  );
};

export default inquiries;
