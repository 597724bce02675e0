import { and, asc, desc, eq, getTableColumns, gt, isNull, lt, lte, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { messages, orders, users } from '../schema/index.ts';
import { recordMessageInConversation } from './conversations.queries.ts';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = Omit<typeof messages.$inferInsert, 'seq' | 'readAt'> & { id: string };
/** A stored message with the name of whoever sent it (null once that account is gone). */
export type MessageWithSender = MessageRow & { senderName: string | null };

const sender = alias(users, 'sender');
const withSender = { ...getTableColumns(messages), senderName: sender.fullName };

/*
 * Ordering without a global bottleneck. Each insert holds, until it commits:
 *  - its conversation's lock, exclusively: messages of one conversation get their seq and
 *    commit one after another, so a reader that has seen seq N of a conversation can never
 *    later find an older message of it. "Everything after my last seq" is a complete replay;
 *  - the history lock, shared: inserts of different conversations run (and group-commit)
 *    side by side, while a staff sync can briefly take it exclusively to wait out the
 *    inserts in flight and learn up to which seq the whole history is settled.
 * Both are taken inside the INSERT itself (one round trip, committed with it): the nested
 * subqueries take the history lock first, so the two never deadlock, and the row gets its
 * seq only after both are held.
 */
const HISTORY_LOCK = sql.raw(`hashtext('afritrade.messages')`);
const CONVERSATION_LOCKS = sql.raw('7041');

const lockedFor = (buyerId: string) =>
  sql`(select pg_advisory_xact_lock(${CONVERSATION_LOCKS}, hashtext(${buyerId}))
       from (select pg_advisory_xact_lock_shared(${HISTORY_LOCK}) offset 0) as history
       offset 0) as locked`;

/** INSERT ... SELECT lists every column in table order; fail fast if the table changes. */
const INSERT_COLUMNS = [
  'id',
  'seq',
  'buyer_id',
  'sender_id',
  'sender_type',
  'message_type',
  'message',
  'order_data',
  'read_at',
  'created_at',
  'quote_data',
];
const insertable = Object.values(getTableColumns(messages))
  .filter((column) => column.generated === undefined)
  .map((column) => column.name);
if (insertable.join() !== INSERT_COLUMNS.join()) {
  throw new Error(`messages.queries.ts: update storeMessage for the columns ${insertable.join(', ')}`);
}

export interface StoredMessage {
  row: MessageRow;
  /** False when a message with this id existed already (a retried send). */
  created: boolean;
}

/**
 * Stores a message once per id, in its conversation's commit order, and brings the
 * conversation's bookkeeping (status, wait, inbox order) up to date in the same transaction.
 */
export async function storeMessage(db: Db, values: NewMessageRow): Promise<StoredMessage> {
  const orderData = values.orderData ? JSON.stringify(values.orderData) : null;
  const quoteData = values.quoteData ? JSON.stringify(values.quoteData) : null;
  const createdAt = values.createdAt ?? new Date();
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .select(
        // The seq is drawn here, after the locks are held. Drizzle has no insert-select option
        // for identity columns, so the clause that allows setting one leads the select.
        sql`overriding system value
          select ${values.id}::uuid, nextval(pg_get_serial_sequence('messages', 'seq')), ${values.buyerId}::uuid,
                 ${values.senderId ?? null}::uuid, ${values.senderType}::user_type,
                 ${values.messageType ?? 'MESSAGE'}::message_type, ${values.message}, ${orderData}::jsonb,
                 null::timestamptz, ${createdAt.toISOString()}::timestamptz, ${quoteData}::jsonb
          from ${lockedFor(values.buyerId)}`,
      )
      .onConflictDoNothing({ target: messages.id })
      .returning();
    if (row) await recordMessageInConversation(tx, row);
    return row;
  });
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db.select().from(messages).where(eq(messages.id, values.id));
  if (!existing) throw new Error(`message ${values.id} neither inserted nor found`);
  return { row: existing, created: false };
}

/**
 * The seq up to which the whole history is settled: waits for the inserts in flight to
 * commit, so no message at or below the answer can appear later.
 */
export function settledSeq(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK})`);
    const [row] = await tx.select({ seq: max(messages.seq) }).from(messages);
    return row?.seq ?? 0;
  });
}

/** One buyer's conversation after a seq, oldest first. */
export const conversationAfter = (
  db: Db,
  buyerId: string,
  after: number,
  limit: number,
): Promise<MessageWithSender[]> =>
  db
    .select(withSender)
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .where(and(eq(messages.buyerId, buyerId), gt(messages.seq, after)))
    .orderBy(asc(messages.seq))
    .limit(limit);

/** One buyer's latest messages, before a seq when given; oldest first within the page. */
export async function conversationBefore(
  db: Db,
  buyerId: string,
  before: number | undefined,
  limit: number,
): Promise<MessageWithSender[]> {
  const rows = await db
    .select(withSender)
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .where(and(eq(messages.buyerId, buyerId), before === undefined ? undefined : lt(messages.seq, before)))
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.reverse();
}

/** Every conversation's messages after a seq and up to another, oldest first (the staff feed). */
export const allMessagesBetween = (db: Db, after: number, upTo: number, limit: number): Promise<MessageWithSender[]> =>
  db
    .select(withSender)
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .where(and(gt(messages.seq, after), lte(messages.seq, upTo)))
    .orderBy(asc(messages.seq))
    .limit(limit);

export async function findBuyer(db: Db, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      country: users.country,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.type, 'buyer')))
    .limit(1);
  return row;
}

export async function orderBelongsTo(db: Db, orderId: string, buyerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Marks a buyer's messages up to a seq as read by the agents; returns how many changed and
 * the highest seq among them (0 when none).
 */
export async function markBuyerMessagesRead(
  db: Db,
  buyerId: string,
  upToSeq: number,
  at: Date,
): Promise<{ marked: number; upToSeq: number }> {
  const changed = await db
    .update(messages)
    .set({ readAt: at })
    .where(
      and(
        eq(messages.buyerId, buyerId),
        eq(messages.senderType, 'buyer'),
        isNull(messages.readAt),
        lte(messages.seq, upToSeq),
      ),
    )
    .returning({ seq: messages.seq });
  return { marked: changed.length, upToSeq: changed.reduce((top, row) => Math.max(top, row.seq), 0) };
}
