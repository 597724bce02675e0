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
import { Inquiry } from '../../../../shared/inquiry/inquiry.contract.ts';
import { OrderListItem } from '../../../../shared/order/order.contract.ts';
import { ok } from '../../../http/envelope.ts';
import { type ErrorStatus, replies, signedIn } from '../../../http/responses.ts';
import { currentUser, PRIVATE_ANSWER } from '../../../plugins/auth.ts';
import { sendEncoded } from '../../../http/encoded-answer.ts';
import { activitySummary, enquirySummary, orderSummary } from '../../../services/buyer-hub.service.ts';
import { listInquiriesJson } from '../../../services/inquiries.service.ts';
import { listOrdersAnswer } from '../../../services/orders.service.ts';
import { saveLanguage, saveProfile } from '../../../services/profile.service.ts';
import { ownPasswordRoute } from '../own-password.ts';
import { exportFileName } from '../../../../shared/exports/exports.ts';
import { HubExportQuery } from '../../../../shared/exports/exports.contract.ts';
import { csvCall, sendCsv } from '../../../http/csv-answer.ts';
import {
  BUYER_INQUIRY_COLUMNS,
  BUYER_ORDER_COLUMNS,
  buyerInquiriesExport,
  buyerOrdersExport,
} from '../../../services/exports/hub-exports.service.ts';

/**
 * The success envelope around JSON text the database already built. Fastify sends text as
 * it is, past the serialiser: tests/server/buyer-hub.test.ts checks these answers against
 * their schemas instead.
 */
const sendData = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(`{"data":${json}}`);

/** A signed-in buyer's read: only the token can fail. */
const READ_ERRORS: readonly ErrorStatus[] = [401, 403, 429, 500];

/** GET calls of the hub: a summary or list of the signed-in buyer's own things. */
const read = (summary: string, answer: z.ZodType) => ({
  schema: { summary, tags: ['Buyer hub'], security: signedIn, response: replies({ 200: answer }, READ_ERRORS) },
});

/** The buyer hub calls of docs/product/api.md: summaries and lists scoped to the signed-in buyer, and settings. */
const buyerHub: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so an anonymous caller gets 401 before any body is read or validated.
  app.addHook('onRequest', app.requireBuyer);

  app.get(
    '/buyer-hub/activity-summary',
    read('Totals of your orders and inquiries', ActivitySummary),
    async (request) => ok(await activitySummary(app.db, currentUser(request).id, app.clock())),
  );
  app.get('/buyer-hub/order-summary', read('Your orders by status', OrderSummary), async (request) =>
    ok(await orderSummary(app.db, currentUser(request).id)),
  );
  app.get('/buyer-hub/enquiry-summary', read('Your inquiries by status', EnquirySummary), async (request) =>
    ok(await enquirySummary(app.db, currentUser(request).id, app.clock())),
  );
  // The lists arrive as JSON text from the database and are sent as they are.
  // Encoded once per change of the buyer's orders (compress: false: already compressed).
  app.get(
    '/buyer-hub/all-orders',
    { ...read('All your orders, newest first', z.array(OrderListItem)), compress: false },
    async (request, reply) => sendEncoded(request, reply, await listOrdersAnswer(request.ctx), PRIVATE_ANSWER),
  );
  app.get(
    '/buyer-hub/all-enquiries',
    read('All your inquiries, newest first', z.array(Inquiry)),
    async (request, reply) => sendData(reply, await listInquiriesJson(app.db, currentUser(request).id, app.clock())),
  );

  // CSV exports of the two lists, with the header search's filter (docs/product/api.md, Exports).
  const tags = ['Buyer hub'];
  app.get(
    '/buyer-hub/orders.csv',
    csvCall(tags, 'Your orders as a CSV file, newest first', BUYER_ORDER_COLUMNS, HubExportQuery),
    async (request, reply) =>
      sendCsv(
        reply,
        exportFileName('buyerOrders', app.clock()),
        buyerOrdersExport(app.db, currentUser(request).id, request.query),
      ),
  );
  app.get(
    '/buyer-hub/inquiries.csv',
    csvCall(tags, 'Your inquiries as a CSV file, newest first', BUYER_INQUIRY_COLUMNS, HubExportQuery),
    async (request, reply) =>
      sendCsv(
        reply,
        exportFileName('buyerInquiries', app.clock()),
        buyerInquiriesExport(app.db, currentUser(request).id, request.query, app.clock()),
      ),
  );

  app.post(
    '/buyer-hub/profile',
    {
      schema: {
        summary: 'Save your name, country and phone number',
        tags: ['Buyer hub'],
        security: signedIn,
        body: ProfileBody,
        response: replies({ 200: CurrentUser }, [400, 401, 403, 429, 500]),
      },
    },
    async (request) => ok(await saveProfile(app.db, currentUser(request).id, request.body)),
  );

  app.post(
    '/buyer-hub/language',
    {
      schema: {
        summary: 'Save the language you read the site and our e-mails in',
        tags: ['Buyer hub'],
        security: signedIn,
        body: LanguageBody,
        response: replies({ 200: CurrentUser }, [400, 401, 403, 429, 500]),
      },
    },
    async (request) => ok(await saveLanguage(app.db, currentUser(request).id, request.body.language)),
  );

  await app.register(ownPasswordRoute('/buyer-hub/password', ['Buyer hub']));
};

export default buyerHub;
