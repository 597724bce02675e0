import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
import { mailOutbox } from '../schema/index.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

/** Adds a mail unless one with the same dedupe key exists; true when this call added it. */
export async function insertOutboxMail(db: Db, values: NewOutboxRow): Promise<boolean> {
  const inserted = await db
    .insert(mailOutbox)
    .values(values)
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return inserted.length > 0;
}

export interface ClaimedMail {
  id: string;
  dedupeKey: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attempts: number;
}

/**
 * Claims up to `limit` mails that are due: pending ones whose next attempt has come, and
 * ones a worker claimed but never finished (it died: its claim has run out). The claim is
 * one statement with SKIP LOCKED, so workers in several processes never take the same
 * mail. Times come from the database clock, the one clock every process shares.
 */
export function claimDueMail(db: Db, workerId: string, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  return queryRows<ClaimedMail>(
    db,
    sql`
      update ${mailOutbox}
      set status = 'sending', locked_by = ${workerId},
          locked_until = now() + make_interval(secs => ${leaseMs / 1000})
      where ${mailOutbox.id} in (
        select id from ${mailOutbox}
        where (status = 'pending' and next_attempt_at <= now())
           or (status = 'sending' and locked_until < now())
        order by next_attempt_at, created_at
        limit ${limit}
        for update skip locked
      )
      returning id, dedupe_key as "dedupeKey", to_address as "toAddress", subject,
        text_body as "textBody", html_body as "htmlBody", attempts`,
  );
}

const ownedBy = (id: string, workerId: string) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.lockedBy, workerId), eq(mailOutbox.status, 'sending'));

export async function markSent(db: Db, id: string, workerId: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
    })
    .where(ownedBy(id, workerId));
}

/** Records a failed attempt: back to pending after `delayMs`, or failed for good. */
export async function markFailed(
  db: Db,
  id: string,
  workerId: string,
  failure: { error: string; delayMs: number; giveUp: boolean },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: failure.giveUp ? 'failed' : 'pending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${failure.delayMs / 1000})`,
      lockedBy: null,
      lockedUntil: null,
      lastError: failure.error.slice(0, 1000),
    })
    .where(ownedBy(id, workerId));
}

/** Hands claimed mails back untried (the worker is stopping, or the SMTP server is down). */
export async function releaseClaims(db: Db, ids: string[], workerId: string, delayMs = 0): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({
      status: 'pending',
      nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.lockedBy, workerId), eq(mailOutbox.status, 'sending')));
}

/**
 * After the SMTP server came back: mail that waits out a backoff from the outage may go
 * now, rather than up to the longest backoff later.
 */
export async function retryWaitingNow(db: Db): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.status, 'pending'), gt(mailOutbox.nextAttemptAt, sql`now()`)));
}
