import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CurrentUser } from '../../../../shared/auth/auth.contract.ts';
import {
  ActivitySummary,
  EnquirySummary,
  LanguageBody,
  OrderSummary,
  ProfileBody,
} from '../../../../shared/hub/buyer-hub.contract.ts';
import { Inquiry } from '../../../../shared/inquiries/inquiries.contract.ts';
import { OrderListItem } from '../../../../shared/orders/orders.contract.ts';
import { ok } from '../../../http/envelope.ts';
import type { ErrorStatus } from '../../../http/responses.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { PRIVATE_ANSWER } from '../../../plugins/auth.ts';
import { sendEncoded } from '../../../http/encoded-answer.ts';
import { activitySummary, enquirySummary, orderSummary } from '../../../services/buyer-hub.service.ts';
import { listInquiriesJson } from '../../../services/inquiries.service.ts';
import { listOrdersAnswer } from '../../../services/orders.service.ts';
import { saveLanguage, saveProfile } from '../../../services/profile.service.ts';
import { ownPasswordRoute } from '../own-password.ts';
import { exportFileName } from '../../../../shared/exports/exports.ts';
import { HubExportQuery } from '../../../../shared/exports/exports.contract.ts';
import { sendCsv } from '../../../http/csv-answer.ts';
import {
  BUYER_INQUIRY_COLUMNS,
  BUYER_ORDER_COLUMNS,
  buyerInquiriesExport,
  buyerOrdersExport,
} from '../../../services/exports/exports.service.ts';

const tags = ['Buyer hub'];
const call = signedInCalls(tags);

/**
 * The success envelope around JSON text the database already built. Fastify sends text as
 * it is, past the serialiser: tests/server/hub/hub.test.ts checks these answers against
 * their schemas instead.
 */
const sendData = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(`{"data":${json}}`);

/** A signed-in buyer's read: only the token can fail. */
const READ_ERRORS: readonly ErrorStatus[] = [401, 403, 429, 500];
/** Saving a setting: the body can be refused too. */
const SAVE_ERRORS: readonly ErrorStatus[] = [400, 401, 403, 429, 500];

/** The buyer hub calls of docs/product/api.md: summaries and lists scoped to the signed-in buyer, and settings. */
const buyerHub: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so an anonymous caller gets 401 before any body is read or validated.
  app.addHook('onRequest', app.requireBuyer);

  app.get(
    '/buyer-hub/activity-summary',
    call('Totals of your orders and inquiries', {}, { 200: ActivitySummary }, READ_ERRORS),
    async (request) => ok(await activitySummary(request.ctx)),
  );
  app.get(
    '/buyer-hub/order-summary',
    call('Your orders by status', {}, { 200: OrderSummary }, READ_ERRORS),
    async (request) => ok(await orderSummary(request.ctx)),
  );
  app.get(
    '/buyer-hub/enquiry-summary',
    call('Your inquiries by status', {}, { 200: EnquirySummary }, READ_ERRORS),
    async (request) => ok(await enquirySummary(request.ctx)),
  );
  // The lists arrive as JSON text from the database and are sent as they are.
  // Encoded once per change of the buyer's orders (compress: false: already compressed).
  app.get(
    '/buyer-hub/all-orders',
    { ...call('All your orders, newest first', {}, { 200: z.array(OrderListItem) }, READ_ERRORS), compress: false },
    async (request, reply) => sendEncoded(request, reply, await listOrdersAnswer(request.ctx), PRIVATE_ANSWER),
  );
  app.get(
    '/buyer-hub/all-enquiries',
    call('All your inquiries, newest first', {}, { 200: z.array(Inquiry) }, READ_ERRORS),
    async (request, reply) => sendData(reply, await listInquiriesJson(request.ctx)),
  );

  // CSV exports of the two lists, with the header search's filter (docs/product/api.md, Exports).
  app.get(
    '/buyer-hub/orders.csv',
    call.csv('Your orders as a CSV file, newest first', BUYER_ORDER_COLUMNS, HubExportQuery),
    async (request, reply) =>
      sendCsv(
        reply,
        exportFileName('buyerOrders', request.ctx.now()),
        await buyerOrdersExport(request.ctx, request.query),
      ),
  );
  app.get(
    '/buyer-hub/inquiries.csv',
    call.csv('Your inquiries as a CSV file, newest first', BUYER_INQUIRY_COLUMNS, HubExportQuery),
    async (request, reply) =>
      sendCsv(
        reply,
        exportFileName('buyerInquiries', request.ctx.now()),
        await buyerInquiriesExport(request.ctx, request.query),
      ),
  );

  app.post(
    '/buyer-hub/profile',
    call('Save your name, country and phone number', { body: ProfileBody }, { 200: CurrentUser }, SAVE_ERRORS),
    async (request) => ok(await saveProfile(request.ctx, request.body)),
  );

  app.post(
    '/buyer-hub/language',
    call(
      'Save the language you read the site and our e-mails in',
      { body: LanguageBody },
      { 200: CurrentUser },
      SAVE_ERRORS,
    ),
    async (request) => ok(await saveLanguage(request.ctx, request.body.language)),
  );

  await app.register(ownPasswordRoute('/buyer-hub/password', tags));
};

export default buyerHub;
