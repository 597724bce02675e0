import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmptyBody,
  MfaEnableAnswer,
  MfaEnableBody,
  MfaSetupAnswer,
  StaffMember,
} from '../../../../shared/staff/staff.contract.ts';
import { ok } from '../../../http/envelope.ts';
import { secretGuessLimit, signedInCalls } from '../../../http/route-options.ts';
import { getStaffMember } from '../../../services/accounts.service.ts';
import { enableMfa, renewRecoveryCodes, startMfaSetup } from '../../../services/mfa.service.ts';
import { ownPasswordRoute } from '../own-password.ts';

const call = signedInCalls(['Staff: account']);

/** A staff member's own account: who am I, TOTP enrolment, a new password. Open to every staff role. */
const account: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('console.use'));
  // The answers carry a TOTP secret and recovery codes: never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/staff/me',
    call(
      'Your own staff account: name, e-mail, role, two-step verification',
      {},
      { 200: StaffMember },
      [401, 403, 429, 500],
    ),
    async (request) => ok(await getStaffMember(request.ctx)),
  );

  app.post(
    '/staff/mfa/setup',
    call(
      'Start two-step verification: a new secret and its QR code for your authenticator app',
      { body: EmptyBody },
      { 200: MfaSetupAnswer },
      [400, 401, 403, 409, 429, 500],
    ),
    async (request) => ok(await startMfaSetup(request.ctx)),
  );

  app.post(
    '/staff/mfa/enable',
    call(
      'Turn two-step verification on with a code from the app; answers 10 recovery codes',
      { body: MfaEnableBody },
      { 200: MfaEnableAnswer },
      [400, 401, 403, 409, 429, 500],
    ),
    async (request) => ok(await enableMfa(request.ctx, request.body)),
  );

  app.post(
    '/staff/mfa/recovery-codes',
    {
      ...call(
        'Replace your recovery codes: a current code from the app answers 10 new ones, the old stop working',
        { body: MfaEnableBody },
        { 200: MfaEnableAnswer },
        [400, 401, 403, 409, 429, 500],
      ),
      config: secretGuessLimit,
    },
    async (request) => ok(await renewRecoveryCodes(request.ctx, request.body)),
  );

  await app.register(ownPasswordRoute('/staff/me/password', ['Staff: account']));
};

export default account;
