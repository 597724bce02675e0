import type { ChatMessage, ConversationSummary } from '../../shared/chat.ts';
import type { Db } from '../db/client.ts';
import {
  conversationAfter,
  conversationSummaries,
  findBuyer,
  markBuyerMessagesRead,
} from '../db/queries/messages.queries.ts';
import { notFound } from '../http/api-error.ts';
import { toChatMessage } from './messages.service.ts';

// The staff side of the chat: every buyer's conversation, as the agents see it.

/** Buyers with a conversation, the most recently active first. */
export async function listConversations(db: Db): Promise<ConversationSummary[]> {
  const rows = await conversationSummaries(db);
  return rows.map((row) => ({
    buyer: row.buyer,
    lastMessage: toChatMessage(row.message, row.message.senderName, 'staff'),
    unreadCount: row.unreadCount ?? 0,
  }));
}

async function requireBuyer(db: Db, buyerId: string) {
  const buyer = await findBuyer(db, buyerId);
  if (!buyer) throw notFound('Buyer');
  return buyer;
}

/** One buyer's conversation after a seq, oldest first. */
export async function conversationForStaff(
  db: Db,
  buyerId: string,
  after: number,
  limit: number,
): Promise<ChatMessage[]> {
  await requireBuyer(db, buyerId);
  const rows = await conversationAfter(db, buyerId, after, limit);
  return rows.map((row) => toChatMessage(row, row.senderName, 'staff'));
}

/** Marks the buyer's messages up to a seq (default: all) as read by the agents. */
export async function markConversationRead(db: Db, buyerId: string, upToSeq: number | undefined) {
  await requireBuyer(db, buyerId);
  const marked = await markBuyerMessagesRead(db, buyerId, upToSeq ?? Number.MAX_SAFE_INTEGER, new Date());
  return { marked };
}
