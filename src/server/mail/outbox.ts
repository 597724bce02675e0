import { EventEmitter } from 'node:events';
import type { Db } from '../db/client.ts';
import { insertOutboxMail } from '../db/queries/mail-outbox.queries.ts';

/** A mail for the outbox: plain text always, HTML optional. */
export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /**
   * Names the event the mail tells about, e.g. `order-status:{historyEntryId}`. Queuing the
   * same key again does nothing, so a retried request cannot mail twice.
   */
  dedupeKey: string;
}

const queued = new EventEmitter();

/** Calls `listener` whenever this process queues a mail (the worker then looks sooner than its poll). */
export function onMailQueued(listener: () => void): () => void {
  queued.on('queued', listener);
  return () => queued.off('queued', listener);
}

/**
 * Writes a mail to the outbox inside the caller's transaction: it is sent only if the
 * change it tells about commits, and it is kept until sent, whatever happens to the SMTP
 * server or this process. Returns false when a mail with this dedupe key was queued before.
 */
export async function enqueueMail(tx: Db, mail: QueuedMail): Promise<boolean> {
  const added = await insertOutboxMail(tx, {
    dedupeKey: mail.dedupeKey,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
  });
  if (added) queued.emit('queued');
  return added;
}
