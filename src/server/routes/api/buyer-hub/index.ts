import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.ts';
import { bearerToken, currentUser } from '../../../plugins/auth.ts';
import { activitySummary, enquirySummary, orderSummary } from '../../../services/buyer-hub.service.ts';
import { listInquiriesJson } from '../../../services/inquiries.service.ts';
import { listOrdersJson } from '../../../services/orders.service.ts';
import { closeSessionSockets } from '../../../realtime/session-sockets.ts';
import { changePassword, saveProfile } from '../../../services/profile.service.ts';

/** The success envelope around JSON text that is already serialized. */
const sendData = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(`{"data":${json}}`);

const text = (max: number) =>
  z
    .string({ error: 'Must be text.' })
    .max(max, { error: `At most ${max} characters.` })
    .default('');

const ProfileBody = z.object({
  fullName: text(100),
  country: text(60),
  phoneNumber: text(40),
});

const PasswordBody = z.object({
  // Bounded so hashing stays cheap; the rules give the real messages.
  oldPassword: text(1024),
  newPassword: text(1024),
});

/** The buyer hub calls of SPEC §7: summaries and lists scoped to the signed-in buyer, and settings. */
const buyerHub: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so an anonymous caller gets 401 before any body is read or validated.
  app.addHook('onRequest', app.requireBuyer);

  app.get('/buyer-hub/activity-summary', async (request) => ok(await activitySummary(app.db, currentUser(request).id)));
  app.get('/buyer-hub/order-summary', async (request) => ok(await orderSummary(app.db, currentUser(request).id)));
  app.get('/buyer-hub/enquiry-summary', async (request) => ok(await enquirySummary(app.db, currentUser(request).id)));
  // The lists arrive as JSON text from the database and are sent as they are.
  app.get('/buyer-hub/all-orders', async (request, reply) =>
    sendData(reply, await listOrdersJson(app.db, currentUser(request).id)),
  );
  app.get('/buyer-hub/all-enquiries', async (request, reply) =>
    sendData(reply, await listInquiriesJson(app.db, currentUser(request).id)),
  );

  app.post('/buyer-hub/profile', { schema: { body: ProfileBody } }, async (request) =>
    ok(await saveProfile(app.db, currentUser(request).id, request.body)),
  );

  app.post(
    '/buyer-hub/password',
    {
      schema: { body: PasswordBody },
      // Guessing the current password is slow: a few tries per account per quarter hour.
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '15 minutes',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
    },
    async (request) => {
      const ended = await changePassword(app.db, {
        userId: currentUser(request).id,
        currentToken: bearerToken(request.headers.authorization),
        ...request.body,
      });
      closeSessionSockets(app.io, ended);
      return ok({ changed: true });
    },
  );
};

export default buyerHub;
