import type { FastifyInstance } from 'fastify';
import type { LiveEvents } from '../services/context.ts';
import { disputeEvents, inboxEvents } from './chat-events.ts';
import { hasOpenPages, publishMessage, publishNotification, publishOrderUpdate } from './publish.ts';
import { closeSessionSockets, closeUserSockets } from './session-sockets.ts';

/** The services' live events, delivered through the app's socket server (and Redis, across processes). */
export function liveEvents(app: FastifyInstance): LiveEvents {
  return {
    ...inboxEvents(app.io),
    message: (delivery) => {
      // Noted so that, while Redis is down, the outage relay does not emit it a second time.
      app.chatRelay.published(delivery.toStaff.id);
      publishMessage(app.io, delivery);
    },
    orderUpdated: (buyerId, update) => publishOrderUpdate(app.io, buyerId, update),
    disputes: disputeEvents(app.io),
    sessionsEnded: (sessionIds) => closeSessionSockets(app.io, sessionIds),
    userSignedOut: (userId) => closeUserSockets(app.io, userId),
    notification: (buyerId, item) => publishNotification(app.io, buyerId, item),
    hasOpenPages: (buyerId) => hasOpenPages(app.io, buyerId),
  };
}
