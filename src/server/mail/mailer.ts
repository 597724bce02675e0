import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailContent } from './templates.ts';

export interface OutgoingMail extends Omit<MailContent, 'html'> {
  to: string;
  html?: string | undefined;
  /**
   * A fixed Message-ID (outbox mail derives it from the dedupe key), so that if a crash
   * ever makes the outbox send a mail again, the receiving side can tell it is the same one.
   */
  messageId?: string | undefined;
}

/** Sends account mail. Requests hand mail over with sendLater and answer at once. */
export interface Mailer {
  /** Delivers now; rejects when the transport fails. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Delivers in the background and logs a failure. Answers must not wait for mail: a
   * slow SMTP server would slow sign-up, and the time taken would tell whether an
   * address has an account (forgot-password, resend).
   */
  sendLater(mail: OutgoingMail): void;
  /** Resolves when every background delivery has finished (shutdown, tests). */
  idle(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it mail goes to the outbox folder. */
  smtpUrl: string | undefined;
  from: string;
  /** The outbox is DATA_DIR/mail. */
  dataDir: string;
  /**
   * Print the links of mail written to the outbox folder (a developer finishes a sign-up from
   * the terminal). Never in production: those links carry tokens (verification, password
   * reset, staff invitation) that let whoever reads the log act as their recipient.
   */
  printLinks: boolean;
  log: FastifyBaseLogger;
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** A safe file name part from an address: letters, digits, dots and dashes. */
const fileSafe = (text: string) => text.replace(/[^a-z0-9.-]+/gi, '_').slice(0, 80);

export function createMailer({ smtpUrl, from, dataDir, printLinks, log }: MailerOptions): Mailer {
  const outbox = join(dataDir, 'mail');
  const transport = smtpUrl
    ? // Pooled: the outbox sends mail after mail, and a reused connection saves a handshake each.
      nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 3, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const inFlight = new Set<Promise<void>>();

  async function send(mail: OutgoingMail): Promise<void> {
    const info = await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.messageId ? { messageId: mail.messageId } : {}),
    });
    if (smtpUrl) {
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      return;
    }
    // No SMTP server: keep the message where a developer can open it, and (in development
    // only) print its links so a local sign-up can be finished from the terminal.
    await mkdir(outbox, { recursive: true });
    const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${fileSafe(mail.to)}.eml`);
    await writeFile(file, (info as { message: Buffer }).message);
    const written = `mail to ${mail.to} written to ${file} ("${mail.subject}")`;
    log.info(
      { to: mail.to, file },
      printLinks && mail.links.length > 0 ? `${written}: ${mail.links.join(' ')}` : written,
    );
  }

  return {
    send,
    sendLater(mail) {
      const delivery = send(mail)
        .catch((error: unknown) =>
          log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail could not be sent'),
        )
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    close() {
      transport.close();
    },
  };
}
