import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Work that must happen but need not hold the answer: it runs after the current request has
 * been answered, its failure is logged, and closing the app waits for whatever is still
 * running, so a graceful shutdown loses none of it.
 */
export default fp(
  async function backgroundPlugin(app: FastifyInstance) {
    const running = new Set<Promise<void>>();
    app.decorate('afterAnswer', (label: string, task: () => Promise<unknown>) => {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => app.log.error({ err: error }, `${label} failed`),
        )
        .finally(() => running.delete(run));
      running.add(run);
    });
    const idle = async () => {
      while (running.size > 0) await Promise.all(running);
    };
    app.decorate('backgroundIdle', idle);
    app.addHook('onClose', idle);
  },
  { name: 'background' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `task` after the answer, off the request's path (see plugins/background.ts). */
    afterAnswer(label: string, task: () => Promise<unknown>): void;
    /** Resolves once no work started by afterAnswer is running. */
    backgroundIdle(): Promise<void>;
  }
}
