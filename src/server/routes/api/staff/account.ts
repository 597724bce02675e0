import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmptyBody,
  MfaEnableAnswer,
  MfaEnableBody,
  MfaSetupAnswer,
  StaffMember,
} from '../../../../shared/staff/staff.contract.ts';
import { ok } from '../../../http/envelope.ts';
import { replies, signedIn } from '../../../http/responses.ts';
import { secretGuessLimit } from '../../../http/route-options.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { getStaffMember } from '../../../services/accounts.service.ts';
import { enableMfa, renewRecoveryCodes, startMfaSetup } from '../../../services/mfa.service.ts';
import { ownPasswordRoute } from '../own-password.ts';
import { totpKey } from '../../../services/totp.ts';

/** A staff member's own account: who am I, TOTP enrolment, a new password. Open to every staff role. */
const account: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('console.use'));
  // The answers carry a TOTP secret and recovery codes: never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const key = () => totpKey(app.db, app.env.TOTP_ENCRYPTION_KEY);

  app.get(
    '/staff/me',
    { schema: { response: replies({ 200: StaffMember }, [401, 403, 429, 500]), security: signedIn } },
    async (request) => ok(await getStaffMember(app.db, currentUser(request).id)),
  );

  app.post(
    '/staff/mfa/setup',
    {
      schema: {
        body: EmptyBody,
        response: replies({ 200: MfaSetupAnswer }, [400, 401, 403, 409, 429, 500]),
        security: signedIn,
      },
    },
    async (request) => ok(await startMfaSetup(app.db, await key(), currentUser(request).id)),
  );

  app.post(
    '/staff/mfa/enable',
    {
      schema: {
        body: MfaEnableBody,
        response: replies({ 200: MfaEnableAnswer }, [400, 401, 403, 409, 429, 500]),
        security: signedIn,
      },
    },
    async (request) => ok(await enableMfa(app.db, await key(), currentUser(request).id, request.body.code)),
  );

  app.post(
    '/staff/mfa/recovery-codes',
    {
      schema: {
        summary: 'Replace your recovery codes: a current code from the app answers 10 new ones, the old stop working',
        body: MfaEnableBody,
        response: replies({ 200: MfaEnableAnswer }, [400, 401, 403, 409, 429, 500]),
        security: signedIn,
      },
      config: secretGuessLimit,
    },
    async (request) => ok(await renewRecoveryCodes(app.db, await key(), currentUser(request).id, request.body.code)),
  );

  await app.register(ownPasswordRoute('/staff/me/password'));
};

export default account;
