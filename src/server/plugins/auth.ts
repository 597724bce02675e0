import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Permission, permissionRefusal } from '../../shared/staff/permissions.ts';
import { refused } from '../http/api-error.ts';
import { type AuthUser, userForToken } from '../services/sessions.service.ts';
import { PRIVATE_ANSWER } from '../http/cache-control.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin from the bearer token; null when anonymous. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireBuyer: (request: FastifyRequest) => Promise<void>;
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /**
     * A route hook for one permission of src/shared/staff/permissions.ts:
     * `{ onRequest: app.authorize('orders.manage') }`. 401 without a live session, 403 for
     * buyers and roles without the permission, 403 for an admin call while TOTP is off.
     */
    authorize: (permission: Permission) => (request: FastifyRequest) => Promise<void>;
  }
}

export { PRIVATE_ANSWER };

export function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

/** The signed-in user of a request; use only behind one of the require* hooks. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw refused('sign_in_required');
  return request.user;
}

/**
 * Resolves the bearer token of every `/api` request to a user, and offers preHandlers
 * that refuse anonymous callers (401) and callers of the wrong kind (403).
 */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = bearerToken(request.headers.authorization);
      request.user = token ? await userForToken(app.db, token, new Date()) : null;
    });
    // An answer for a signed-in caller is theirs alone: no shared cache may keep it, and
    // the browser must not keep it on disk after sign-out.
    app.addHook('onSend', async (request, reply) => {
      if (request.user) reply.header('cache-control', PRIVATE_ANSWER);
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw refused('sign_in_required');
    });
    app.decorate('requireBuyer', async (request: FastifyRequest) => {
      if (!request.user) throw refused('sign_in_required');
      if (request.user.type !== 'buyer') throw refused('buyers_only');
    });
    const authorize = (permission: Permission) => async (request: FastifyRequest) => {
      const user = request.user;
      if (!user) throw refused('sign_in_required');
      const refusal = permissionRefusal(user, permission);
      if (refusal) throw refused(refusal);
    };
    app.decorate('authorize', authorize);
    // Any staff member, whatever the role: the console's own calls (account, MFA enrolment).
    app.decorate('requireStaff', authorize('console.use'));
  },
  { name: 'auth', dependencies: ['db'] },
);
