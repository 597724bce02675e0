import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import {
  type ClaimedMail,
  claimDueMail,
  markFailed,
  markSent,
  releaseClaims,
  retryWaitingNow,
} from '../db/queries/mail-outbox.queries.ts';
import type { OutgoingMail } from './mailer.ts';
import { onMailQueued } from './outbox.ts';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxTimings {
  /** How often to look for due mail when nothing wakes the worker. */
  pollMs: number;
  /** Mails claimed at once. */
  batchSize: number;
  /** How long a claim lasts; longer than the slowest SMTP send (the mailer times out at 40 s). */
  leaseMs: number;
  /** First retry delay of a mail; doubles with each failed attempt, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /**
   * While the SMTP server cannot be reached the worker pauses, from retryBaseMs doubling up
   * to this, and tries one mail per pause; the first success ends the outage.
   */
  outagePauseMaxMs: number;
  /** Attempts before a mail the SMTP server refuses for good (5xx) is marked failed. */
  permanentFailureAttempts: number;
}

export const DEFAULT_OUTBOX_TIMINGS: OutboxTimings = {
  pollMs: 1000,
  batchSize: 20,
  leaseMs: 120_000,
  retryBaseMs: 2000,
  retryMaxMs: 10 * 60_000,
  outagePauseMaxMs: 10_000,
  permanentFailureAttempts: 5,
};

export interface OutboxWorkerOptions {
  db: Db;
  send: (mail: OutgoingMail) => Promise<void>;
  log: Log;
  /** The domain of the sender address, for stable Message-IDs. */
  messageIdDomain: string;
  timings?: Partial<OutboxTimings> | undefined;
  workerId?: string;
}

export interface OutboxWorker {
  /** Looks for due mail now instead of at the next poll. */
  wake(): void;
  /** Sends everything due now, then resolves (tests and shutdown paths that want mail out). */
  drain(): Promise<void>;
  /** Stops claiming, hands back what it claimed but did not try, waits for the send in flight. */
  stop(): Promise<void>;
}

type FailureKind = 'transport' | 'temporary' | 'permanent';

/** Nodemailer's codes for a mail it cannot send whatever the server does (bad address, bad message). */
const UNSENDABLE = new Set(['EENVELOPE', 'EMESSAGE']);

/**
 * No SMTP reply code (refused connection, timeout, TLS) or 421 means the server is
 * unreachable; other 4xx are a temporary refusal of this mail; 5xx a refusal for good.
 */
export function failureKind(error: unknown): FailureKind {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode !== 'number')
    return typeof code === 'string' && UNSENDABLE.has(code) ? 'permanent' : 'transport';
  if (responseCode === 421) return 'transport';
  return responseCode >= 500 ? 'permanent' : 'temporary';
}

/** Exponential backoff with jitter (half fixed, half random), so retries of many mails spread out. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** `<outbox-{hash of the dedupe key}@domain>`: the same mail always carries the same id. */
export const outboxMessageId = (dedupeKey: string, domain: string) =>
  `<outbox-${createHash('sha256').update(dedupeKey).digest('hex').slice(0, 32)}@${domain}>`;

const linksIn = (text: string) => text.match(/https?:\/\/[^\s<>"]+/g) ?? [];

/**
 * Sends the mail of the outbox table: claims due mail (SKIP LOCKED, so several processes
 * can run one each), sends one at a time, and records the outcome. A failed mail waits
 * an exponentially growing delay; while the SMTP server is unreachable the whole worker
 * backs off and probes with one mail, and when that gets through the rest follows at once.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, send, log, messageIdDomain } = options;
  const t: OutboxTimings = { ...DEFAULT_OUTBOX_TIMINGS, ...options.timings };
  const workerId = options.workerId ?? `outbox-${randomUUID()}`;

  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let outageFailures = 0;
  let pausedUntil = 0;
  // Cycles run one after another, whether started by the timer, a wake-up or drain().
  let chain: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(job: () => Promise<T>): Promise<T> => {
    const run = chain.then(job);
    chain = run.catch(() => undefined);
    return run;
  };

  async function deliver(mail: ClaimedMail): Promise<'sent' | 'outage' | 'failed'> {
    try {
      await send({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
        links: linksIn(mail.textBody),
        messageId: outboxMessageId(mail.dedupeKey, messageIdDomain),
      });
    } catch (error) {
      const kind = failureKind(error);
      const attempt = mail.attempts + 1;
      const giveUp = kind === 'permanent' && attempt >= t.permanentFailureAttempts;
      const message = error instanceof Error ? error.message : String(error);
      await markFailed(db, mail.id, workerId, {
        error: message,
        delayMs: backoffMs(attempt, t.retryBaseMs, t.retryMaxMs),
        giveUp,
      });
      const context = { to: mail.toAddress, subject: mail.subject, attempt, err: message };
      if (giveUp) log.error(context, 'mail refused by the SMTP server; given up');
      else log.warn(context, 'mail not sent; will retry');
      return kind === 'transport' ? 'outage' : 'failed';
    }
    await markSent(db, mail.id, workerId);
    return 'sent';
  }

  /** One claim and its sends. 'more' when the batch was full, so another cycle should follow. */
  async function cycle(): Promise<'idle' | 'more' | 'paused'> {
    if (stopping) return 'idle';
    if (Date.now() < pausedUntil) return 'paused';
    const claimed = await claimDueMail(db, workerId, t.batchSize, t.leaseMs);
    for (const [index, mail] of claimed.entries()) {
      const rest = () => claimed.slice(index).map((m) => m.id);
      if (stopping) {
        await releaseClaims(db, rest(), workerId);
        return 'idle';
      }
      const outcome = await deliver(mail);
      if (outcome === 'outage') {
        // No point trying the others now: hand them back and probe again after a pause.
        await releaseClaims(db, rest().slice(1), workerId);
        outageFailures += 1;
        const pause = backoffMs(outageFailures, t.retryBaseMs, t.outagePauseMaxMs);
        pausedUntil = Date.now() + pause;
        if (outageFailures === 1) log.warn({ pauseMs: pause }, 'SMTP server unreachable; mail waits in the outbox');
        return 'paused';
      }
      if (outcome === 'sent' && outageFailures > 0) {
        log.info({ failedProbes: outageFailures }, 'SMTP server reachable again; sending the mail that waited');
        outageFailures = 0;
        await retryWaitingNow(db);
      }
    }
    return claimed.length === t.batchSize ? 'more' : 'idle';
  }

  function schedule(delayMs: number) {
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    exclusive(cycle)
      .catch((error: unknown) => {
        // The database may be briefly unreachable; the next poll tries again.
        log.error({ err: error }, 'outbox cycle failed');
        return 'idle' as const;
      })
      .then((result) => {
        if (result === 'more') schedule(0);
        else if (result === 'paused') schedule(Math.max(0, pausedUntil - Date.now()));
        else schedule(t.pollMs);
      });
  }

  // A mail queued by this process is looked at shortly after (its transaction commits first).
  const unsubscribe = onMailQueued(() => schedule(50));
  schedule(0);

  return {
    wake: () => schedule(0),
    async drain() {
      for (;;) {
        const result = await exclusive(cycle);
        if (result !== 'more') return;
      }
    },
    async stop() {
      stopping = true;
      unsubscribe();
      clearTimeout(timer);
      await chain;
    },
  };
}
