import { and, asc, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConversationStatus } from '../../../shared/chat/chat.staff.ts';
import { type Db, queryRows } from '../client.ts';
import { conversationNotes, conversations, messages, users } from '../schema/index.ts';
import { markMessagesRead, type MessageRow } from './chat.queries.ts';
import { containing, insertOne } from './rows.ts';

export type ConversationRecord = typeof conversations.$inferSelect;

/** The conversation's row, created (open, unassigned) if the buyer never wrote, and locked. */
export async function lockConversation(tx: Db, buyerId: string) {
  await tx.insert(conversations).values({ buyerId }).onConflictDoNothing();
  const [row] = await tx
    .select({ conversation: conversations, assigneeName: assignee.fullName })
    .from(conversations)
    .leftJoin(assignee, eq(assignee.id, conversations.assigneeId))
    .where(eq(conversations.buyerId, buyerId))
    .for('update', { of: conversations });
  if (!row) throw new Error(`conversation ${buyerId} neither inserted nor found`);
  return row;
}

/** The name of the agent a buyer's conversation is assigned to; null when nobody has it (or it never started). */
export async function assigneeNameOf(db: Db, buyerId: string): Promise<string | null> {
  const [row] = await db
    .select({ fullName: assignee.fullName })
    .from(conversations)
    .innerJoin(assignee, eq(assignee.id, conversations.assigneeId))
    .where(eq(conversations.buyerId, buyerId));
  return row?.fullName ?? null;
}

export async function updateConversation(
  tx: Db,
  buyerId: string,
  patch: Partial<Pick<ConversationRecord, 'status' | 'assigneeId'>>,
  at: Date,
) {
  await tx
    .update(conversations)
    .set({ ...patch, updatedAt: at })
    .where(eq(conversations.buyerId, buyerId));
}

const assignee = alias(users, 'assignee');

export interface ConversationFilters {
  status?: ConversationStatus | undefined;
  /** undefined: anyone's; null: nobody's; a staff id: theirs. */
  assigneeId?: string | null | undefined;
  /** Matches buyer name, e-mail, or any message text (case-insensitive fragment). */
  q?: string | undefined;
}

/**
 * The search as a full-text query: every word of it, each as a word beginning ("sesa"
 * finds "sesame", "ATH-2611" finds the order number). Null when it has no words.
 */
export function messageSearchQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** The indexed expression (messages_text_search_idx); the two must stay identical. */
const messageSearchVector = sql`to_tsvector('simple', m.message)`;

/** Whether the filters need the buyer's columns (name, e-mail) to be joined in. */
const needsBuyer = (filters: ConversationFilters) => Boolean(filters.q);

function whereOf(filters: ConversationFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.status) parts.push(sql`c.status = ${filters.status}`);
  if (filters.assigneeId === null) parts.push(sql`c.assignee_id is null`);
  else if (filters.assigneeId !== undefined) parts.push(sql`c.assignee_id = ${filters.assigneeId}::uuid`);
  if (filters.q) {
    const pattern = containing(filters.q);
    const words = messageSearchQuery(filters.q);
    // The message search runs once over the full-text index and yields a set of buyers.
    const inMessages = words
      ? sql` or c.buyer_id in (select m.buyer_id from messages m
              where ${messageSearchVector} @@ to_tsquery('simple', ${words}))`
      : sql``;
    parts.push(sql`(b.full_name ilike ${pattern} or b.email ilike ${pattern}${inMessages})`);
  }
  return sql.join(parts, sql` and `);
}

export interface ConversationListRow {
  buyer_id: string;
  status: ConversationStatus;
  assignee_id: string | null;
  assignee_name: string | null;
  last_message_at: Date | string | null;
  waiting_since: Date | string | null;
  order_requested_at: Date | string | null;
  buyer_read_seq: number | string;
  full_name: string;
  email: string;
  country: string | null;
  unread_count: number | string;
  // The last message, when there is one.
  m_id: string | null;
  m_seq: number | string | null;
  m_sender_id: string | null;
  m_sender_type: MessageRow['senderType'] | null;
  m_message_type: MessageRow['messageType'] | null;
  m_message: string | null;
  m_order_data: MessageRow['orderData'] | string | null;
  m_quote_data: MessageRow['quoteData'] | string | null;
  m_attachment_data: MessageRow['attachmentData'] | string | null;
  m_read_at: Date | string | null;
  m_created_at: Date | string | null;
  m_sender_name: string | null;
}

/** An inbox row's columns, over `c` (a conversation with its buyer's name, e-mail, country). */
const rowColumns = sql`c.buyer_id, c.status, c.assignee_id, a.full_name as assignee_name, c.last_message_at,
  c.waiting_since, c.order_requested_at, c.buyer_read_seq, c.full_name, c.email, c.country,
  (select count(*) from messages u
    where u.buyer_id = c.buyer_id and u.read_at is null and u.sender_type = 'buyer') as unread_count,
  m.id as m_id, m.seq as m_seq, m.sender_id as m_sender_id, m.sender_type as m_sender_type,
  m.message_type as m_message_type, m.message as m_message, m.order_data as m_order_data, m.quote_data as m_quote_data,
  m.attachment_data as m_attachment_data,
  m.read_at as m_read_at, m.created_at as m_created_at, s.full_name as m_sender_name`;

/** The assignee, the last message (by the unique seq) and its sender. */
const rowJoins = sql`left join users a on a.id = c.assignee_id
  left join messages m on m.seq = c.last_seq and c.last_seq > 0
  left join users s on s.id = m.sender_id`;

/**
 * One page of the inbox, most recently active first. The filters and paging run on the
 * conversations table alone (indexed by status, assignee and last seq); only the rows of
 * the page are joined to their last message, names and unread counts.
 */
export async function conversationPage(
  db: Db,
  filters: ConversationFilters,
  page: number,
  pageSize: number,
): Promise<{ rows: ConversationListRow[]; total: number }> {
  const where = whereOf(filters);
  const searching = needsBuyer(filters);
  // A search has to find every match to sort them anyway, so it counts them in the same pass
  // (the message search then runs once, not twice); the plain filters count separately and
  // let the page come straight off the last-seq index.
  const rows = await queryRows<ConversationListRow & { total?: number | string }>(
    db,
    sql`select ${rowColumns}${searching ? sql`, c.total` : sql``}
        from (select c.*, b.full_name, b.email, b.country${searching ? sql`, count(*) over () as total` : sql``}
                from conversations c join users b on b.id = c.buyer_id
               where ${where}
               order by c.last_seq desc, c.buyer_id
               limit ${pageSize} offset ${(page - 1) * pageSize}) c
        ${rowJoins}
        order by c.last_seq desc, c.buyer_id`,
  );
  const counted = rows[0]?.total;
  if (searching && (counted !== undefined || page === 1)) return { rows, total: Number(counted ?? 0) };
  // Every conversation has its buyer (foreign key), so the count joins them only to search
  // (a search page past the end has no row to carry its total).
  const [total] = await queryRows<{ n: number | string }>(
    db,
    searching
      ? sql`select count(*) as n from conversations c join users b on b.id = c.buyer_id where ${where}`
      : sql`select count(*) as n from conversations c where ${where}`,
  );
  return { rows, total: Number(total?.n ?? 0) };
}

/** One conversation's inbox row (null when the buyer has none yet). */
export async function conversationRowOf(db: Db, buyerId: string): Promise<ConversationListRow | null> {
  const rows = await queryRows<ConversationListRow>(
    db,
    sql`select ${rowColumns}
        from (select c.*, b.full_name, b.email, b.country
                from conversations c join users b on b.id = c.buyer_id
               where c.buyer_id = ${buyerId}::uuid) c
        ${rowJoins}`,
  );
  return rows[0] ?? null;
}

export const insertNote = (tx: Db, values: { buyerId: string; authorId: string; text: string; createdAt: Date }) =>
  insertOne(tx, conversationNotes, values);

const noteAuthor = alias(users, 'note_author');

export const notesOf = (db: Db, buyerId: string) =>
  db
    .select({ note: conversationNotes, authorName: noteAuthor.fullName })
    .from(conversationNotes)
    .leftJoin(noteAuthor, eq(noteAuthor.id, conversationNotes.authorId))
    .where(eq(conversationNotes.buyerId, buyerId))
    .orderBy(asc(conversationNotes.createdAt));

/**
 * The buyer read the agents' messages up to a seq: marks them read and moves the
 * conversation's read mark. Returns the new mark (unchanged when nothing was new).
 */
export async function markAgentMessagesRead(db: Db, buyerId: string, upToSeq: number, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const { upToSeq: highest } = await markMessagesRead(tx, buyerId, ne(messages.senderType, 'buyer'), upToSeq, at);
    if (highest === 0) {
      const [row] = await tx
        .select({ seq: conversations.buyerReadSeq })
        .from(conversations)
        .where(eq(conversations.buyerId, buyerId));
      return row?.seq ?? 0;
    }
    await tx
      .update(conversations)
      .set({ buyerReadSeq: sql`greatest(${conversations.buyerReadSeq}, ${highest})` })
      .where(eq(conversations.buyerId, buyerId));
    return highest;
  });
}

/** Agent messages the buyer has not read yet. */
export async function unreadByBuyer(db: Db, buyerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.buyerId, buyerId), ne(messages.senderType, 'buyer'), isNull(messages.readAt)));
  return row?.n ?? 0;
}
