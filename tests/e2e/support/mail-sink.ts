// A real SMTP server in this process that keeps every message it receives, so tests can
// read the mail the app sends (server tests directly, browser tests via mail-sink-server.ts).
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the plain-text part, in order. */
  links: string[];
  receivedAt: string;
}

export const linksIn = (text: string) => text.match(/https?:\/\/[^\s<>"]+/g) ?? [];

const addresses = (field: unknown): string[] => {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry: { value?: { address?: string }[] }) =>
    (entry.value ?? []).map((v) => (v.address ?? '').toLowerCase()).filter(Boolean),
  );
};

export class MailSink {
  readonly messages: CapturedMail[] = [];
  readonly #server: SMTPServer;
  #port = 0;

  private constructor() {
    this.#server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on the loopback interface: no certificate to trust.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // A sink closes when its test ends: a client still connected (a mailer's pooled
      // connection) is told 421 and dropped at once, not after the 30 s grace of a real server.
      closeTimeout: 100,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const text = parsed.text ?? '';
            this.messages.push({
              to: addresses(parsed.to),
              from: addresses(parsed.from)[0] ?? '',
              subject: parsed.subject ?? '',
              text,
              html: typeof parsed.html === 'string' ? parsed.html : '',
              links: linksIn(text),
              receivedAt: new Date().toISOString(),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  /** Starts listening on 127.0.0.1 (port 0: any free port). */
  static async start(port = 0): Promise<MailSink> {
    const sink = new MailSink();
    await new Promise<void>((resolve, reject) => {
      sink.#server.once('error', reject);
      sink.#server.listen(port, '127.0.0.1', () => resolve());
    });
    sink.#port = (sink.#server.server.address() as AddressInfo).port;
    return sink;
  }

  /** The SMTP_URL that points the app at this sink. */
  get url(): string {
    return `smtp://127.0.0.1:${this.#port}`;
  }

  /** Messages sent to an address (case-insensitive), oldest first. */
  to(address: string): CapturedMail[] {
    const wanted = address.toLowerCase();
    return this.messages.filter((mail) => mail.to.includes(wanted));
  }

  /** Waits until the nth (1-based) message to an address arrives; the app sends in the background. */
  async waitForMail(address: string, nth = 1, timeoutMs = 10_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.to(address)[nth - 1];
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail #${nth} to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}
