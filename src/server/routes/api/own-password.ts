import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PasswordBody, PasswordChangedHere } from '../../../shared/hub/buyer-hub.contract.ts';
import { ok } from '../../http/envelope.ts';
import { replies, signedIn } from '../../http/responses.ts';
import { secretGuessLimit } from '../../http/route-options.ts';
import { bearerToken, currentUser } from '../../plugins/auth.ts';
import { closeSessionSockets } from '../../realtime/session-sockets.ts';
import { changePassword } from '../../services/profile.service.ts';

/**
 * POST `url`: the signed-in account changes its own password, the buyer's in Settings and a
 * staff member's in My account, by one rule. Register it where the area's hooks (who may
 * call) already apply. The other sessions end, and so do their sockets.
 */
export const ownPasswordRoute =
  (url: string, tags?: string[]): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      url,
      {
        schema: {
          summary: 'Change your password; your other sessions end',
          ...(tags ? { tags } : {}),
          security: signedIn,
          body: PasswordBody,
          response: replies({ 200: PasswordChangedHere }, [400, 401, 403, 429, 500]),
        },
        config: secretGuessLimit,
      },
      async (request) => {
        const ended = await changePassword(app.db, {
          userId: currentUser(request).id,
          currentToken: bearerToken(request.headers.authorization),
          ...request.body,
        });
        closeSessionSockets(app.io, ended);
        return ok({ changed: true as const });
      },
    );
  };
