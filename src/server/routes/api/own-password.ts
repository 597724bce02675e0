import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PasswordBody, PasswordChangedHere } from '../../../shared/hub/buyer-hub.contract.ts';
import { ok } from '../../http/envelope.ts';
import { secretGuessLimit, signedInCalls } from '../../http/route-options.ts';
import { changePassword } from '../../services/profile.service.ts';

/**
 * POST `url`: the signed-in account changes its own password, the buyer's in Settings and a
 * staff member's in My account, by one rule. Register it where the area's hooks (who may
 * call) already apply; `tags` are the area's. The other sessions end, and so do their sockets.
 */
export const ownPasswordRoute =
  (url: string, tags: string[]): FastifyPluginAsyncZod =>
  async (app) => {
    const call = signedInCalls(tags);
    app.post(
      url,
      {
        ...call(
          'Change your password; your other sessions end',
          { body: PasswordBody },
          { 200: PasswordChangedHere },
          [400, 401, 403, 429, 500],
        ),
        config: secretGuessLimit,
      },
      async (request) => {
        await changePassword(request.ctx, request.body);
        return ok({ changed: true as const });
      },
    );
  };
