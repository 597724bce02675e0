import { DESK_AWAY_AFTER_MS } from '../../shared/chat/chat.ts';

/**
 * How the server finds out that a socket's network is gone without a goodbye (a laptop lid
 * closed, Wi-Fi lost, a phone in a tunnel): it sends a ping every `pingInterval` and drops the
 * socket when the pong has not come back `pingTimeout` later. The last pong can come just
 * before the network goes, so a silent drop is noticed at most pingInterval + pingTimeout
 * after it; the desk then goes Away DESK_AWAY_AFTER_MS later (docs/product/limits.md).
 *
 * socket.io's defaults (25 s + 20 s) let a console tab whose network dropped say Online to
 * buyers for 50 s. These numbers bring it to 30 s at most (10 + 15 + 5), 22.5 s on average,
 * and were chosen for buyers on slow mobile links too, since one heartbeat serves every socket:
 * - pingTimeout is the round trip a pong may take. A 2G (EDGE) round trip is 0.3–1 s, 2–5 s
 *   when the link is queued behind an upload (a receipt photo) or on long-polling, which needs
 *   a request of its own for the pong; 15 s leaves three times the worst of that, so a slow
 *   link is never taken for a dead one. It is shortened less than the interval on purpose.
 * - pingInterval is how often an idle socket speaks: a ping and a pong of a few bytes each
 *   (about 150 bytes with TCP/IP headers) every 10 s is ~55 kB an hour, nothing beside one
 *   product picture, and a phone's radio waking every 10 s costs little more than at 25 s
 *   while a page is open.
 * The client (socket.io-client) takes both numbers from the handshake and gives up on a
 * silent server after the same 25 s, reconnecting on its own.
 */
export const SOCKET_HEARTBEAT = { pingInterval: 10_000, pingTimeout: 15_000 } as const;

export type SocketHeartbeat = { pingInterval: number; pingTimeout: number };

/** The longest a console tab that lost its network can still count as the desk being there. */
export const deskAwayWithinMs = (heartbeat: SocketHeartbeat = SOCKET_HEARTBEAT) =>
  heartbeat.pingInterval + heartbeat.pingTimeout + DESK_AWAY_AFTER_MS;
