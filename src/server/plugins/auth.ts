import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_TYPES } from '../../shared/enums.ts';
import { forbidden, unauthorized } from '../http/api-error.ts';
import { type AuthUser, userForToken } from '../services/sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin from the bearer token; null when anonymous. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireBuyer: (request: FastifyRequest) => Promise<void>;
    requireStaff: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

/** The signed-in user of a request; use only behind one of the require* hooks. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
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
      request.user = token ? await userForToken(app.db, token) : null;
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    });
    app.decorate('requireBuyer', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (request.user.type !== 'buyer') throw forbidden('This is for buyer accounts only.');
    });
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (!STAFF_TYPES.includes(request.user.type)) throw forbidden('This is for staff accounts only.');
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
