import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type OutboxTimings, type OutboxWorker, startOutboxWorker } from '../mail/outbox-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the mail queued with enqueueMail (mail/outbox.ts). */
    outbox: OutboxWorker;
  }
}

/** The domain of `Name <user@domain>` or `user@domain`, for the Message-IDs of outbox mail. */
export const senderDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/**
 * Runs the outbox worker while the app is up. Every process runs one; their claims never
 * overlap. It stops before the mailer and the database close (plugins close in reverse).
 */
export default fp(
  async function outboxPlugin(
    app: FastifyInstance,
    opts: { from: string; timings?: Partial<OutboxTimings> | undefined },
  ) {
    let worker: OutboxWorker | undefined;
    app.decorate('outbox', {
      wake: () => worker?.wake(),
      drain: async () => worker?.drain(),
      stop: async () => worker?.stop(),
    });
    app.addHook('onReady', async () => {
      worker = startOutboxWorker({
        db: app.db,
        send: (mail) => app.mailer.send(mail),
        log: app.log,
        messageIdDomain: senderDomain(opts.from),
        timings: opts.timings,
      });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'outbox', dependencies: ['db', 'mail'] },
);
