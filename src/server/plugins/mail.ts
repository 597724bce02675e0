import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Account mail over SMTP when SMTP_URL is set, else into DATA_DIR/mail (see mail/mailer.ts). */
export default fp(
  async function mailPlugin(
    app: FastifyInstance,
    opts: { smtpUrl: string | undefined; from: string; dataDir: string; printLinks: boolean },
  ) {
    const mailer = createMailer({ ...opts, log: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      // Mail accepted before shutdown still goes out.
      await mailer.idle();
      mailer.close();
    });
  },
  { name: 'mail' },
);
