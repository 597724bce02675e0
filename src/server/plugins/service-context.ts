import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { liveEvents } from '../realtime/live-events.ts';
import type { ServiceContext } from '../services/context.ts';
import type { AuthUser } from '../services/sessions.service.ts';
import { configuredTotpKey, totpKey } from '../services/totp.ts';
import { configuredSigningKey, signingKey } from '../services/url-signing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A service context for work outside a request (background jobs, tests): the given user, or none. */
    serviceContext(user: AuthUser | null): ServiceContext;
  }
  interface FastifyRequest {
    /** This request's service context: the app's parts and the signed-in caller (docs/ARCHITECTURE.md). */
    readonly ctx: ServiceContext;
  }
}

/**
 * Builds the one context services take (services/context.ts). The app's parts are gathered
 * once; each request adds only its caller, read when a handler first asks for `request.ctx`
 * (after the auth hook has resolved the bearer token).
 */
export default fp(
  async function serviceContextPlugin(app: FastifyInstance) {
    // Resolved once: the keys are stored in the database on first start (url-signing.ts, totp.ts).
    const { URL_SIGNING_SECRET_PREVIOUS: previousSecret, TOTP_ENCRYPTION_KEY_PREVIOUS: previousTotp } = app.env;
    const files = {
      key: await signingKey(app.db, app.env.URL_SIGNING_SECRET),
      previousKeys: previousSecret ? [configuredSigningKey(previousSecret)] : [],
      storage: app.storage,
    };
    const shared: Omit<ServiceContext, 'user' | 'log'> = {
      db: app.db,
      now: () => app.clock(),
      appUrl: app.env.APP_URL,
      files,
      totpKey: await totpKey(app.db, app.env.TOTP_ENCRYPTION_KEY),
      totpPreviousKeys: previousTotp ? [configuredTotpKey(previousTotp)] : [],
      storage: app.storage,
      mailer: app.mailer,
      push: app.push,
      live: liveEvents(app),
      catalogueEvents: app.catalogueEvents,
    };
    app.decorate('serviceContext', (user: AuthUser | null) => ({ ...shared, user, log: app.log }));

    const contexts = new WeakMap<FastifyRequest, ServiceContext>();
    app.decorateRequest('ctx', {
      getter(this: FastifyRequest) {
        let ctx = contexts.get(this);
        if (!ctx) {
          ctx = { ...shared, user: this.user, log: this.log };
          contexts.set(this, ctx);
        }
        return ctx;
      },
    });
  },
  {
    name: 'service-context',
    dependencies: ['db', 'storage', 'auth', 'io', 'mail', 'catalogue-events', 'notifications'],
  },
);
