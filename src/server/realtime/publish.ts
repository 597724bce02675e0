import type { OrderUpdate } from '../../shared/chat/chat.ts';
import type { NotificationItem } from '../../shared/notifications/notifications.contract.ts';
import type { AppIo } from './socket-types.ts';
import { STAFF_ROOM, userRoom } from './rooms.ts';
import type { Delivery } from '../services/context.ts';

/**
 * Emits a stored message to its conversation: the buyer's sockets (every tab) and every
 * agent and admin. Each audience gets its own `fromSelf`. Through the Redis
 * adapter this reaches sockets connected to other server processes too.
 */
export function publishMessage(io: AppIo, delivery: Delivery): void {
  io.to(userRoom(delivery.buyerId)).emit('receive-message', delivery.toBuyer);
  io.to(STAFF_ROOM).emit('receive-message', delivery.toStaff);
}

/** Rings the bell on every open page of the buyer. */
export function publishNotification(io: AppIo, buyerId: string, item: NotificationItem): void {
  io.to(userRoom(buyerId)).emit('notification', item);
}

/** Whether the buyer has a socket open on any process (through the Redis adapter, when there is one). */
export async function hasOpenPages(io: AppIo, buyerId: string): Promise<boolean> {
  return (await io.in(userRoom(buyerId)).fetchSockets()).length > 0;
}

/** Tells every open tab of the buyer that staff changed one of their orders. */
export function publishOrderUpdate(io: AppIo, buyerId: string, update: OrderUpdate): void {
  io.to(userRoom(buyerId)).emit('order-updated', update);
}
