import type { ChatAgent, ChatMessage } from '../../shared/chat/chat.ts';
import type { StaffRef } from '../../shared/chat/chat.staff.contract.ts';
import {
  type ConversationListQuery,
  type ConversationStatus,
  assignmentRefusal,
  conversationMoveRefusal,
} from '../../shared/chat/chat.staff.ts';
import type { ConversationDetail, ConversationNote, ConversationRow } from '../../shared/chat/chat.staff.contract.ts';
import { STAFF_TYPES } from '../../shared/common/enums.ts';
import type { Db } from '../db/client.ts';
import {
  type ConversationListRow,
  conversationPage,
  conversationRowOf,
  insertNote,
  lockConversation,
  markAgentMessagesRead,
  notesOf,
  unreadByBuyer,
  updateConversation,
  assigneeNameOf,
} from '../db/queries/chat.staff.queries.ts';
import type { MessageRow } from '../db/queries/chat.queries.ts';
import { conversationAfter, findBuyer, markBuyerMessagesRead } from '../db/queries/chat.queries.ts';
import { listStaffUsers } from '../db/queries/team.queries.ts';
import { findUserById } from '../db/queries/users.queries.ts';
import { refused } from '../http/api-error.ts';
import { toChatMessage } from './chat.service.ts';
import type { LinkSigner } from './attachment-links.ts';
import { recordAudit } from './audit.service.ts';
import { actor, type ServiceContext } from './context.ts';
import { getSlaTargets, isPastTarget } from './service-levels/targets.ts';

// The agents' inbox: every buyer's conversation, who handles it, where it stands.

const date = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);
const isoOrNull = (value: Date | string | null) => date(value)?.toISOString() ?? null;

function lastMessageOf(row: ConversationListRow, signer: LinkSigner): ChatMessage | null {
  if (!row.m_id || row.m_seq === null || !row.m_sender_type || !row.m_message_type || row.m_message === null) {
    return null;
  }
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  const orderData = json(row.m_order_data);
  const message: MessageRow = {
    id: row.m_id,
    seq: Number(row.m_seq),
    buyerId: row.buyer_id,
    senderId: row.m_sender_id,
    senderType: row.m_sender_type,
    messageType: row.m_message_type,
    message: row.m_message,
    orderData: orderData as MessageRow['orderData'],
    quoteData: json(row.m_quote_data) as MessageRow['quoteData'],
    attachmentData: json(row.m_attachment_data) as MessageRow['attachmentData'],
    readAt: date(row.m_read_at),
    createdAt: date(row.m_created_at) ?? new Date(0),
  };
  return toChatMessage(message, row.m_sender_name, 'staff', signer);
}

function toRow(row: ConversationListRow, firstResponseTarget: number, now: Date, signer: LinkSigner): ConversationRow {
  const waitingSince = date(row.waiting_since);
  const waits = row.status !== 'RESOLVED' && waitingSince !== null;
  return {
    buyer: { id: row.buyer_id, fullName: row.full_name, email: row.email, country: row.country },
    status: row.status,
    assignee: row.assignee_id ? { id: row.assignee_id, fullName: row.assignee_name ?? 'Former staff' } : null,
    lastMessage: lastMessageOf(row, signer),
    unreadCount: Number(row.unread_count),
    waitingSince: isoOrNull(waitingSince),
    overdue: waits && isPastTarget(waitingSince, firstResponseTarget, now),
    dueAt: waits ? new Date(waitingSince.getTime() + firstResponseTarget * 60_000).toISOString() : null,
    orderRequestedAt: isoOrNull(row.order_requested_at),
    lastMessageAt: isoOrNull(row.last_message_at),
  };
}

/** GET /staff/conversations: one page of the inbox, filtered and searched on the server. */
export async function listInbox(ctx: ServiceContext, query: ConversationListQuery) {
  const assigneeId = query.assignee === 'me' ? actor(ctx).id : query.assignee === 'none' ? null : undefined;
  const [{ rows, total }, targets] = await Promise.all([
    conversationPage(ctx.db, { status: query.status, assigneeId, q: query.q }, query.page, query.pageSize),
    getSlaTargets(ctx.db),
  ]);
  const now = ctx.now();
  return {
    items: rows.map((row) => toRow(row, targets.chatFirstResponse, now, ctx)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function requireBuyer(db: Db, buyerId: string) {
  const buyer = await findBuyer(db, buyerId);
  if (!buyer) throw refused('buyer_not_found');
  return buyer;
}

/** One conversation's inbox row (a buyer who never wrote gets a fresh open one) and read mark. */
async function currentRow(
  db: Db,
  buyerId: string,
  now: Date,
  signer: LinkSigner,
): Promise<ConversationRow & { buyerReadUpTo: number }> {
  const [row, targets] = await Promise.all([conversationRowOf(db, buyerId), getSlaTargets(db)]);
  if (row) return { ...toRow(row, targets.chatFirstResponse, now, signer), buyerReadUpTo: Number(row.buyer_read_seq) };
  const buyer = await requireBuyer(db, buyerId);
  return {
    buyer,
    status: 'OPEN',
    assignee: null,
    lastMessage: null,
    unreadCount: 0,
    waitingSince: null,
    overdue: false,
    dueAt: null,
    orderRequestedAt: null,
    lastMessageAt: null,
    buyerReadUpTo: 0,
  };
}

/** The row as the list and the `conversation-updated` event carry it. */
async function listRow(db: Db, buyerId: string, now: Date, signer: LinkSigner): Promise<ConversationRow> {
  const { buyerReadUpTo: _, ...row } = await currentRow(db, buyerId, now, signer);
  return row;
}

type NoteRecord = { id: string; buyerId: string; text: string; authorId: string | null; createdAt: Date };

const toNote = (note: NoteRecord, authorName: string | null): ConversationNote => ({
  id: note.id,
  buyerId: note.buyerId,
  text: note.text,
  author: note.authorId ? { id: note.authorId, fullName: authorName ?? 'Former staff' } : null,
  createdAt: note.createdAt.toISOString(),
});

/** GET /staff/conversations/{buyerId}: the inbox row, the private notes and the read mark. */
export async function conversationDetail(ctx: ServiceContext, buyerId: string): Promise<ConversationDetail> {
  await requireBuyer(ctx.db, buyerId);
  const [row, notes] = await Promise.all([currentRow(ctx.db, buyerId, ctx.now(), ctx), notesOf(ctx.db, buyerId)]);
  return { ...row, notes: notes.map(({ note, authorName }) => toNote(note, authorName)) };
}

/** One buyer's conversation after a seq, oldest first. */
export async function conversationForStaff(
  ctx: ServiceContext,
  { buyerId, after, limit }: { buyerId: string; after: number; limit: number },
): Promise<ChatMessage[]> {
  await requireBuyer(ctx.db, buyerId);
  const rows = await conversationAfter(ctx.db, buyerId, after, limit);
  return rows.map((row) => toChatMessage(row, row.senderName, 'staff', ctx));
}

/**
 * Claims, hands over or releases a conversation. Checked and written under the row's lock,
 * so of two agents claiming at once one wins and the other is told who has it.
 */
export async function assignConversation(
  ctx: ServiceContext,
  { buyerId, agentId }: { buyerId: string; agentId: string | null },
): Promise<ConversationRow> {
  const caller = actor(ctx);
  const { db } = ctx;
  const now = ctx.now();
  await requireBuyer(db, buyerId);
  if (agentId !== null) {
    const agent = await findUserById(db, agentId);
    if (!agent || !STAFF_TYPES.includes(agent.type) || !agent.active) {
      throw refused('colleague_not_found', 'agentId');
    }
  }
  const changed = await db.transaction(async (tx) => {
    const { conversation, assigneeName } = await lockConversation(tx, buyerId);
    if (conversation.assigneeId === agentId) return false;
    const refusal = assignmentRefusal(caller, conversation.assigneeId, assigneeName);
    if (refusal) throw refused(refusal, 'agentId');
    await updateConversation(tx, buyerId, { assigneeId: agentId }, now);
    await recordAudit(tx, {
      actorId: caller.id,
      action: 'conversation.assign',
      entityType: 'conversation',
      entityId: buyerId,
      before: { assigneeId: conversation.assigneeId },
      after: { assigneeId: agentId },
    });
    return true;
  });
  const row = await listRow(db, buyerId, now, ctx);
  if (changed) ctx.live.conversationUpdated(row);
  return row;
}

/** GET /staff/colleagues: the active staff a conversation can be handed to, admins first. */
export async function listColleagues(ctx: ServiceContext): Promise<StaffRef[]> {
  const staff = await listStaffUsers(ctx.db);
  return staff.filter((member) => member.active).map(({ id, fullName }) => ({ id, fullName }));
}

/** Moves a conversation along OPEN -> PENDING -> RESOLVED (rules in src/shared). */
export async function setConversationStatus(
  ctx: ServiceContext,
  { buyerId, status }: { buyerId: string; status: ConversationStatus },
): Promise<ConversationRow> {
  const caller = actor(ctx);
  const { db } = ctx;
  const now = ctx.now();
  await requireBuyer(db, buyerId);
  await db.transaction(async (tx) => {
    const { conversation } = await lockConversation(tx, buyerId);
    const refusal = conversationMoveRefusal(conversation.status, status);
    if (refusal) throw refused(refusal, 'status');
    await updateConversation(tx, buyerId, { status }, now);
    await recordAudit(tx, {
      actorId: caller.id,
      action: 'conversation.status',
      entityType: 'conversation',
      entityId: buyerId,
      before: { status: conversation.status },
      after: { status },
    });
  });
  const row = await listRow(db, buyerId, now, ctx);
  ctx.live.conversationUpdated(row);
  return row;
}

/** A private note: stored beside the conversation, told to staff sockets only. */
export async function addNote(
  ctx: ServiceContext,
  { buyerId, text }: { buyerId: string; text: string },
): Promise<ConversationNote> {
  const author = actor(ctx);
  await requireBuyer(ctx.db, buyerId);
  const note = await ctx.db.transaction(async (tx) => {
    await lockConversation(tx, buyerId);
    return insertNote(tx, { buyerId, authorId: author.id, text, createdAt: ctx.now() });
  });
  const stored = toNote(note, author.fullName);
  ctx.live.noteAdded(stored);
  return stored;
}

/** The agents read the buyer's messages up to a seq (default: all). */
export async function markConversationRead(
  ctx: ServiceContext,
  { buyerId, upToSeq }: { buyerId: string; upToSeq?: number | undefined },
) {
  const now = ctx.now();
  await requireBuyer(ctx.db, buyerId);
  const result = await markBuyerMessagesRead(ctx.db, buyerId, upToSeq ?? Number.MAX_SAFE_INTEGER, now);
  if (result.marked > 0) {
    ctx.live.messagesRead({ buyerId, reader: 'staff', upToSeq: result.upToSeq, readAt: now.toISOString() });
  }
  return { marked: result.marked };
}

/** The buyer read the agents' messages up to a seq (default: all). */
export async function markReadByBuyer(
  ctx: ServiceContext,
  { upToSeq }: { upToSeq?: number | undefined },
): Promise<{ upToSeq: number }> {
  const buyer = actor(ctx);
  const now = ctx.now();
  const before = await unreadByBuyer(ctx.db, buyer.id);
  const mark = await markAgentMessagesRead(ctx.db, buyer.id, upToSeq ?? Number.MAX_SAFE_INTEGER, now);
  if (before > 0)
    ctx.live.messagesRead({ buyerId: buyer.id, reader: 'buyer', upToSeq: mark, readAt: now.toISOString() });
  return { upToSeq: mark };
}

/** The hub sidebar's badge: agent messages the buyer has not read. */
export async function buyerUnreadCount(ctx: ServiceContext) {
  return { count: await unreadByBuyer(ctx.db, actor(ctx).id) };
}

/**
 * GET /message/agent: the agent handling the buyer's chat (after a hand-over, the new one;
 * null while nobody has claimed it) and whether anyone from the desk is connected now
 * (`deskOnline`: the desk presence plugins/io.ts keeps).
 */
export async function chatAgentFor(
  ctx: ServiceContext,
  { deskOnline }: { deskOnline: () => Promise<boolean> },
): Promise<ChatAgent> {
  const [fullName, online] = await Promise.all([assigneeNameOf(ctx.db, actor(ctx).id), deskOnline()]);
  return { agent: fullName ? { fullName } : null, online };
}
