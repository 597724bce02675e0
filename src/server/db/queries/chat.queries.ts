import { and, asc, desc, eq, getTableColumns, gt, isNull, lt, lte, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../client.ts';
import { messages, orders, users } from '../schema/index.ts';
import { messageEffect } from '../../../shared/chat/chat.staff.ts';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = Omit<typeof messages.$inferInsert, 'seq' | 'readAt'> & { id: string };
/** A stored message with the name of whoever sent it (null once that account is gone). */
export type MessageWithSender = MessageRow & { senderName: string | null };

const sender = alias(users, 'sender');
const withSender = { ...getTableColumns(messages), senderName: sender.fullName };

/** Messages with their sender's name, the way every conversation read answers them. */
const selectWithSender = (db: Db) =>
  db.select(withSender).from(messages).leftJoin(sender, eq(sender.id, messages.senderId));

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
  'attachment_data',
];
const insertable = Object.values(getTableColumns(messages))
  .filter((column) => column.generated === undefined)
  .map((column) => column.name);
if (insertable.join() !== INSERT_COLUMNS.join()) {
  throw new Error(`chat.queries.ts: update storeMessage for the columns ${insertable.join(', ')}`);
}

export interface StoredMessage {
  row: MessageRow;
  /** False when a message with this id existed already (a retried send). */
  created: boolean;
}

const MESSAGE_COLUMNS = sql.raw(INSERT_COLUMNS.join(', '));
const messageColumns = Object.entries(getTableColumns(messages));

/** A raw row of the messages table as Drizzle would have mapped it. */
function messageRowFrom(raw: Record<string, unknown>): MessageRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of messageColumns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as MessageRow;
}

/**
 * Stores a message once per id, in its conversation's commit order, and brings the
 * conversation's bookkeeping (status, wait, inbox order, the answered wait) up to date, all
 * in one statement: one round trip, committed on its own, no transaction left open while
 * this process is busy. Resolves with null when the conversation's buyer does not exist.
 *
 * Parts of one statement share the snapshot taken when it began, which may predate the
 * conversation lock; the bookkeeping therefore reads the conversation's row only where
 * PostgreSQL hands over its latest version: the upsert's conflict (whose SET sees the row as
 * it is now) and a locking read (FOR UPDATE follows the row to its latest update). A row
 * created after the snapshot by a concurrent first message is seen by the upsert only; an
 * agent message racing it that way records no answered wait (it was written before the
 * buyer's message could be seen, so it is no answer to it).
 */
export async function storeMessageOfBuyer(db: Db, values: NewMessageRow): Promise<StoredMessage | null> {
  const orderData = values.orderData ? JSON.stringify(values.orderData) : null;
  const quoteData = values.quoteData ? JSON.stringify(values.quoteData) : null;
  const attachmentData = values.attachmentData ? JSON.stringify(values.attachmentData) : null;
  const createdAt = (values.createdAt ?? new Date()).toISOString();
  const messageType = values.messageType ?? 'MESSAGE';
  const effect = messageEffect({ senderType: values.senderType, messageType, message: values.message });
  // Known before the statement: written into it as constants the planner can fold.
  const when = (condition: boolean) => sql.raw(String(condition));
  const starts = when(effect.wait === 'start');
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with buyer as (
      select id from users where id = ${values.buyerId}::uuid and type = 'buyer'
    ), inserted as (
      -- The seq is drawn here, after the locks are held.
      insert into messages (${MESSAGE_COLUMNS}) overriding system value
      select ${values.id}::uuid, nextval(pg_get_serial_sequence('messages', 'seq')), buyer.id,
             ${values.senderId ?? null}::uuid, ${values.senderType}::user_type,
             ${messageType}::message_type, ${values.message}, ${orderData}::jsonb,
             null::timestamptz, ${createdAt}::timestamptz, ${quoteData}::jsonb, ${attachmentData}::jsonb
      from buyer, ${lockedFor(values.buyerId)}
      on conflict (id) do nothing
      returning *
    ), stored as (
      select inserted.*, prior.waiting_since as prior_waiting_since
      from inserted left join lateral (
        select waiting_since from conversations where buyer_id = inserted.buyer_id for update
      ) as prior on true
    ), conversation as (
      insert into conversations (buyer_id, status, last_seq, last_message_at, waiting_since, order_requested_at, updated_at)
      select buyer_id, 'OPEN', seq, created_at,
             case when ${starts} then created_at end,
             case when ${when(effect.orderRequest === 'set')} then created_at end,
             created_at
      from stored
      on conflict (buyer_id) do update set
        status = case when ${when(effect.reopens)} then excluded.status else conversations.status end,
        last_seq = excluded.last_seq,
        last_message_at = excluded.last_message_at,
        waiting_since = case when ${starts} then coalesce(conversations.waiting_since, excluded.waiting_since) end,
        order_requested_at = case when ${when(effect.orderRequest === 'keep')} then conversations.order_requested_at
                                  else excluded.order_requested_at end,
        updated_at = excluded.updated_at
    ), answered as (
      insert into chat_responses (buyer_id, agent_id, waiting_since, answered_at)
      select buyer_id, sender_id, prior_waiting_since, created_at from stored
      where ${when(effect.wait === 'end')} and prior_waiting_since is not null
    )
    select ${MESSAGE_COLUMNS}, true as created from stored
    union all
    select ${MESSAGE_COLUMNS}, false from messages
    where id = ${values.id}::uuid and exists (select from buyer) and not exists (select from inserted)`,
  );
  const [raw] = rows;
  if (raw) return { row: messageRowFrom(raw), created: raw['created'] === true };
  // Nothing stored and nothing found: no such buyer, or a send with this id still committing
  // when the statement began (a retry racing its first try), which is there by now.
  if (!(await findBuyer(db, values.buyerId))) return null;
  const [existing] = await db.select().from(messages).where(eq(messages.id, values.id));
  if (!existing) throw new Error(`message ${values.id} neither inserted nor found`);
  return { row: existing, created: false };
}

/** storeMessageOfBuyer for a buyer the caller has already found. */
export async function storeMessage(db: Db, values: NewMessageRow): Promise<StoredMessage> {
  const stored = await storeMessageOfBuyer(db, values);
  if (!stored) throw new Error(`buyer ${values.buyerId} not found for message ${values.id}`);
  return stored;
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

/** The highest seq stored now, without waiting for inserts in flight (lower ones may still commit). */
export async function latestSeq(db: Db): Promise<number> {
  const [row] = await db.select({ seq: max(messages.seq) }).from(messages);
  return row?.seq ?? 0;
}

/** One buyer's conversation after a seq, oldest first. */
export const conversationAfter = (
  db: Db,
  buyerId: string,
  after: number,
  limit: number,
): Promise<MessageWithSender[]> =>
  selectWithSender(db)
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
  const rows = await selectWithSender(db)
    .where(and(eq(messages.buyerId, buyerId), before === undefined ? undefined : lt(messages.seq, before)))
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.reverse();
}

/** Every conversation's messages after a seq and up to another, oldest first (the staff feed). */
export const allMessagesBetween = (db: Db, after: number, upTo: number, limit: number): Promise<MessageWithSender[]> =>
  selectWithSender(db)
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
 * Marks the unread messages of a buyer's conversation that one side sent (`sentBy`), up to
 * a seq, as read; returns how many changed and the highest seq among them (0 when none).
 */
export async function markMessagesRead(
  db: Db,
  buyerId: string,
  sentBy: SQL,
  upToSeq: number,
  at: Date,
): Promise<{ marked: number; upToSeq: number }> {
  const changed = await db
    .update(messages)
    .set({ readAt: at })
    .where(and(eq(messages.buyerId, buyerId), sentBy, isNull(messages.readAt), lte(messages.seq, upToSeq)))
    .returning({ seq: messages.seq });
  return { marked: changed.length, upToSeq: changed.reduce((top, row) => Math.max(top, row.seq), 0) };
}

/** The agents read a buyer's messages up to a seq. */
export const markBuyerMessagesRead = (db: Db, buyerId: string, upToSeq: number, at: Date) =>
  markMessagesRead(db, buyerId, eq(messages.senderType, 'buyer'), upToSeq, at);
