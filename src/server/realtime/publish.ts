import type { DisputeNotice, OrderUpdate } from '../../shared/chat.ts';
import type { AppIo } from '../plugins/io.ts';
import { STAFF_ROOM, userRoom } from './rooms.ts';
import type { Delivery } from '../services/messages.service.ts';

/**
 * Emits a stored message to its conversation: the buyer's sockets (every tab) and every
 * agent and admin. Each audience gets its own `fromSelf`. Through the Redis
 * adapter this reaches sockets connected to other server processes too.
 */
export function publishMessage(io: AppIo, delivery: Delivery): void {
  io.to(userRoom(delivery.buyerId)).emit('receive-message', delivery.toBuyer);
  io.to(STAFF_ROOM).emit('receive-message', delivery.toStaff);
}

/** Tells the agents online that a buyer raised a dispute. */
export function notifyStaffOfDispute(io: AppIo, notice: DisputeNotice): void {
  io.to(STAFF_ROOM).emit('dispute-raised', notice);
}

/** Tells every open tab of the buyer that staff changed one of their orders. */
export function publishOrderUpdate(io: AppIo, buyerId: string, update: OrderUpdate): void {
  io.to(userRoom(buyerId)).emit('order-updated', update);
}
