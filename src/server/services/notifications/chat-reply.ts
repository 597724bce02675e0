import type { Db } from '../../db/client.ts';
import { hasUnreadInGroup, lockGroup } from '../../db/queries/notifications.queries.ts';
import type { AppIo } from '../../realtime/socket-types.ts';
import { userRoom } from '../../realtime/rooms.ts';
import type { Delivery } from '../chat.service.ts';
import { notifyBuyer } from './notify.ts';

/** Every chat reply is one group: while one is unread, more replies add nothing to the bell. */
export const CHAT_GROUP = 'chat';

/**
 * After an agent's text reaches a buyer's conversation: when none of the buyer's pages is
 * open (no socket on any process), the bell, and push or mail as they chose, tell them. A
 * buyer still holding an unread "replied" notification is not told again: one is enough to
 * bring them back, and a retried send stays one notification.
 */
export async function notifyChatReplyIfAway(deps: { db: Db; io: AppIo }, delivery: Delivery): Promise<void> {
  const message = delivery.toBuyer;
  if (message.sender === 'buyer' || message.messageType !== 'MESSAGE') return;
  const open = await deps.io.in(userRoom(delivery.buyerId)).fetchSockets();
  if (open.length > 0) return;
  await deps.db.transaction(async (tx) => {
    await lockGroup(tx, delivery.buyerId, CHAT_GROUP);
    if (await hasUnreadInGroup(tx, delivery.buyerId, CHAT_GROUP)) return;
    await notifyBuyer(tx, {
      buyerId: delivery.buyerId,
      type: 'chat-reply',
      title: { key: 'chat-reply', values: { agentName: message.senderName } },
      link: '/message-center',
      groupKey: CHAT_GROUP,
      data: { messageId: message.id },
    });
  });
}
