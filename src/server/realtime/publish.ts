import type { OrderUpdate } from '../../shared/chat/chat.ts';
import type { FastifyInstance } from 'fastify';
import type { AppIo } from './socket-types.ts';
import { notifyChatReplyIfAway } from '../services/notifications/chat-reply.ts';
import { STAFF_ROOM, userRoom } from './rooms.ts';
import type { Delivery } from '../services/chat.service.ts';

/**
 * Emits a stored message to its conversation: the buyer's sockets (every tab) and every
 * agent and admin. Each audience gets its own `fromSelf`. Through the Redis
 * adapter this reaches sockets connected to other server processes too.
 */
export function publishMessage(io: AppIo, delivery: Delivery): void {
  io.to(userRoom(delivery.buyerId)).emit('receive-message', delivery.toBuyer);
  io.to(STAFF_ROOM).emit('receive-message', delivery.toStaff);
}

/**
 * How a sent chat message is published: live to the conversation, and to the bell of a
 * buyer who has no page open when an agent writes (services/notifications/chat-reply.ts).
 */
export function chatPublisher(app: FastifyInstance) {
  return (delivery: Delivery): void => {
    app.chatRelay.published(delivery.toStaff.id);
    publishMessage(app.io, delivery);
    notifyChatReplyIfAway(app, delivery).catch((error: unknown) =>
      app.log.error({ err: error }, 'chat reply notification failed'),
    );
  };
}

/** Tells every open tab of the buyer that staff changed one of their orders. */
export function publishOrderUpdate(io: AppIo, buyerId: string, update: OrderUpdate): void {
  io.to(userRoom(buyerId)).emit('order-updated', update);
}
