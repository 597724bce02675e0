import { hasUnreadInGroup, lockGroup } from '../../db/queries/notifications.queries.ts';
import type { Delivery, ServiceContext } from '../context.ts';
import { notifyBuyer } from './notify.ts';

/** Every chat reply is one group: while one is unread, more replies add nothing to the bell. */
export const CHAT_GROUP = 'chat';

/**
 * After an agent's text reaches a buyer's conversation: when none of the buyer's pages is
 * open (no socket on any process), the bell, and push or mail as they chose, tell them. A
 * buyer still holding an unread "replied" notification is not told again: one is enough to
 * bring them back, and a retried send stays one notification.
 */
export async function notifyChatReplyIfAway(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'live'>,
  delivery: Delivery,
): Promise<void> {
  const message = delivery.toBuyer;
  if (message.sender === 'buyer' || message.messageType !== 'MESSAGE') return;
  if (await ctx.live.hasOpenPages(delivery.buyerId)) return;
  await ctx.db.transaction(async (tx) => {
    await lockGroup(tx, delivery.buyerId, CHAT_GROUP);
    if (await hasUnreadInGroup(tx, delivery.buyerId, CHAT_GROUP)) return;
    await notifyBuyer(ctx, tx, {
      buyerId: delivery.buyerId,
      type: 'chat-reply',
      title: { key: 'chat-reply', values: { agentName: message.senderName } },
      link: '/message-center',
      groupKey: CHAT_GROUP,
      data: { messageId: message.id },
    });
  });
}
