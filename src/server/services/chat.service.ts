import { DEFAULT_AGENT_NAME } from '../../shared/chat/agent-name.ts';
import { randomUUID } from 'node:crypto';
import {
  type ChatMessage,
  type ConversationPage,
  type SendMessageInput,
  SYNC_PAGE_SIZE,
  type SyncPage,
  orderCardText,
} from '../../shared/chat/chat.ts';
import { STAFF_TYPES, type UserType } from '../../shared/common/enums.ts';
import {
  type MessageRow,
  type MessageWithSender,
  allMessagesBetween,
  conversationAfter,
  conversationBefore,
  findBuyer,
  orderBelongsTo,
  settledSeq,
  storeMessageOfBuyer,
} from '../db/queries/chat.queries.ts';
import { refused } from '../http/api-error.ts';
import type { AuthUser } from './sessions.service.ts';
import { actor, type Delivery, type ServiceContext } from './context.ts';
import { notifyChatReplyIfAway } from './notifications/chat-reply.ts';
import { type LinkSigner, toAttachment } from './attachment-links.ts';

export const isStaff = (type: UserType) => STAFF_TYPES.includes(type);

/** Which side of a conversation a reader is on; `fromSelf` is relative to it. */
export type Side = 'buyer' | 'staff';
export const sideOf = (type: UserType): Side => (isStaff(type) ? 'staff' : 'buyer');

export type { Delivery } from './context.ts';
export type Publish = (delivery: Delivery) => void;

/** A stored message as `reader` sees it; an attachment's link is signed by `signer` for this answer. */
export function toChatMessage(row: MessageRow, senderName: string | null, reader: Side, signer: LinkSigner): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
    buyerId: row.buyerId,
    messageType: row.messageType,
    message: row.message,
    order: row.orderData ?? null,
    quote: row.quoteData ?? null,
    attachment: row.attachmentData ? toAttachment(row.attachmentData, signer) : null,
    sender: row.senderType,
    senderName: senderName ?? (row.senderType === 'buyer' ? 'Buyer' : DEFAULT_AGENT_NAME),
    fromSelf: sideOf(row.senderType) === reader,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const fromRow = (reader: Side, signer: LinkSigner) => (row: MessageWithSender) =>
  toChatMessage(row, row.senderName, reader, signer);

/**
 * The conversation a message goes to: the buyer's own, or the one an agent names with `to`
 * (whether that buyer exists is learnt when the message is stored).
 */
function conversationFor(sender: AuthUser, to: string | undefined): string {
  if (!isStaff(sender.type)) return sender.id;
  if (!to) throw refused('recipient_missing', 'to');
  return to;
}

const buyerNotFound = () => refused('buyer_not_found', 'to');

/**
 * Validated input to a stored message, exactly once per message id, then sent live to the
 * conversation (ctx.live.message). A retried send (same id) answers with the stored message
 * and is published again: receivers drop what they already hold, and a send whose first
 * delivery was cut short still arrives.
 */
export async function sendMessage(
  ctx: ServiceContext,
  input: SendMessageInput,
): Promise<{ message: ChatMessage; created: boolean }> {
  const { db } = ctx;
  const sender = actor(ctx);
  const buyerId = conversationFor(sender, input.to);

  let text: string;
  let orderData: MessageRow['orderData'] = null;
  if (input.messageType === 'ORDER') {
    if (!isStaff(sender.type)) throw refused('order_card_staff_only');
    // An unknown buyer is told as such rather than as a foreign order.
    if (input.order.orderId && !(await findBuyer(db, buyerId))) throw buyerNotFound();
    if (input.order.orderId && !(await orderBelongsTo(db, input.order.orderId, buyerId))) {
      throw refused('order_card_not_buyers', 'order.orderId');
    }
    orderData = input.order;
    text = input.message || orderCardText(input.order);
  } else {
    text = input.message;
  }

  return deliverMessage(ctx, {
    id: input.id ?? randomUUID(),
    buyerId,
    messageType: input.messageType,
    message: text,
    orderData,
  });
}

/**
 * Stores a message the caller has checked and sends it live to both sides (sendMessage, and
 * the attachment upload's ATTACHMENT message).
 */
export async function deliverMessage(
  ctx: ServiceContext,
  values: Pick<MessageRow, 'buyerId' | 'messageType' | 'message'> &
    Partial<Pick<MessageRow, 'orderData' | 'attachmentData'>> & { id: string },
): Promise<{ message: ChatMessage; created: boolean }> {
  const sender = actor(ctx);
  const { buyerId } = values;
  const stored = await storeMessageOfBuyer(ctx.db, {
    ...values,
    senderId: sender.id,
    senderType: sender.type,
    createdAt: ctx.now(),
  });
  if (!stored) throw buyerNotFound();
  const { row } = stored;
  if (!stored.created && (row.senderId !== sender.id || row.buyerId !== buyerId)) {
    throw refused('message_id_taken', 'id');
  }

  const delivery = {
    buyerId,
    toBuyer: toChatMessage(row, sender.fullName, 'buyer', ctx),
    toStaff: toChatMessage(row, sender.fullName, 'staff', ctx),
  };
  ctx.live.message(delivery);
  // After the answer is on its way: a buyer with no page open hears of an agent's reply by the bell.
  notifyChatReplyIfAway(ctx, delivery).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'chat reply notification failed'),
  );
  return { message: toChatMessage(row, sender.fullName, sideOf(sender.type), ctx), created: stored.created };
}

/** A page of the buyer's own conversation (see ConversationPageQuery): the newest by default. */
export async function buyerConversation(ctx: ServiceContext, page: ConversationPage): Promise<ChatMessage[]> {
  const buyerId = actor(ctx).id;
  const rows =
    page.after === undefined
      ? await conversationBefore(ctx.db, buyerId, page.before, page.limit)
      : await conversationAfter(ctx.db, buyerId, page.after, page.limit);
  return rows.map(fromRow('buyer', ctx));
}

/**
 * What a client missed, oldest first, in pages of SYNC_PAGE_SIZE. A buyer gets their
 * conversation after `after`. Staff get every conversation after `after`, up to the seq
 * where the history is settled (inserts still in flight could otherwise land behind it).
 * `upTo` is where the next request continues from.
 */
export async function syncAfter(ctx: ServiceContext, after: number): Promise<SyncPage> {
  const { db } = ctx;
  const user = actor(ctx);
  const side = sideOf(user.type);
  const limit = SYNC_PAGE_SIZE + 1;
  const settled = side === 'staff' ? await settledSeq(db) : undefined;
  const rows =
    settled === undefined
      ? await conversationAfter(db, user.id, after, limit)
      : await allMessagesBetween(db, after, settled, limit);
  const page = rows.slice(0, SYNC_PAGE_SIZE).map(fromRow(side, ctx));
  const more = rows.length > SYNC_PAGE_SIZE;
  const last = page.at(-1)?.seq ?? after;
  return { messages: page, more, upTo: more || settled === undefined ? last : Math.max(last, settled) };
}
