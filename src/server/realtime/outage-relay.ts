import type { FastifyInstance } from 'fastify';
import { allMessagesBetween, latestSeq, settledSeq } from '../db/queries/chat.queries.ts';
import { toChatMessage } from '../services/chat.service.ts';
import { STAFF_ROOM, userRoom } from './rooms.ts';

export interface RelayTimings {
  /** How often the database is read for new messages while relaying. */
  pollMs: number;
  /** How often, while Redis is up, the relay notes how far the history goes. */
  markMs: number;
  /**
   * How far back relaying starts when Redis goes away: messages written to the stream just
   * before may never have been read by the other processes.
   */
  rewindMs: number;
  /** How long relaying goes on once Redis is back, until the stream carries everything again. */
  tailMs: number;
}

export const RELAY_TIMINGS: RelayTimings = { pollMs: 500, markMs: 2000, rewindMs: 10_000, tailMs: 5000 };

const PAGE = 200;

/**
 * Chat messages between server processes while Redis is down (docs/decisions/0010-readiness-and-shared-dependencies.md). Every
 * message is stored before it is acknowledged, with a seq in commit order (messages.queries.ts),
 * so while Redis is away each process reads the messages after the last seq it relayed and
 * emits those sent through other processes to its own sockets: a buyer's message on process A
 * reaches the agent on process B within `pollMs`. Messages sent through this process already
 * reached its sockets (the adapter delivers locally), so they are skipped. Clients drop a
 * message they already hold (by id), so the rewind at the start and the tail after Redis
 * returns may repeat one, never lose one.
 */
export function createOutageRelay(app: FastifyInstance, timings: RelayTimings = RELAY_TIMINGS) {
  /** Message ids emitted by this process, and when: the relay leaves them out. */
  const publishedHere = new Map<string, number>();
  /** How far the history went, noted while Redis is up: where relaying starts from. */
  let marks: { at: number; seq: number }[] = [];
  /** The last seq relayed; undefined while not relaying. */
  let cursor: number | undefined;
  let relayUntil = 0;
  let timer: NodeJS.Timeout | undefined;
  let lastMarkAt = 0;
  let running = false;

  const forget = (now: number) => {
    const keepFrom = now - timings.rewindMs - timings.tailMs - 60_000;
    for (const [id, at] of publishedHere) {
      if (at >= keepFrom) break;
      publishedHere.delete(id);
    }
    marks = marks.filter((mark) => mark.at >= now - timings.rewindMs - timings.markMs);
  };

  async function relay(now: number) {
    if (cursor === undefined) {
      // The oldest mark kept is about rewindMs old; a process that has none starts from now.
      cursor = marks[0]?.seq ?? (await latestSeq(app.db));
      app.log.info({ dependency: 'redis', fromSeq: cursor }, 'chat: relaying messages through the database');
    }
    const settled = await settledSeq(app.db);
    // Links in relayed messages are signed with the process's key and clock, as a request would.
    const signer = app.serviceContext(null);
    let relayed = 0;
    let from: number = cursor;
    while (from < settled) {
      const rows = await allMessagesBetween(app.db, from, settled, PAGE);
      for (const row of rows) {
        if (publishedHere.has(row.id)) continue;
        app.io.local.to(userRoom(row.buyerId)).emit('receive-message', toChatMessage(row, row.senderName, 'buyer', signer));
        app.io.local.to(STAFF_ROOM).emit('receive-message', toChatMessage(row, row.senderName, 'staff', signer));
        relayed += 1;
      }
      from = rows.length === PAGE ? rows.at(-1)!.seq : settled;
      cursor = from;
    }
    if (now >= relayUntil && app.redisLink.isUp()) {
      app.log.info(
        { dependency: 'redis', relayed, upToSeq: cursor },
        'chat: relaying ended, messages go through Redis again',
      );
      cursor = undefined;
    }
  }

  async function tick() {
    const now = Date.now();
    forget(now);
    if (!app.redisLink.isUp() || now < relayUntil || cursor !== undefined) return relay(now);
    if (now - lastMarkAt >= timings.markMs) {
      lastMarkAt = now;
      marks.push({ at: now, seq: await latestSeq(app.db) });
    }
  }

  const loop = () => {
    if (running) return;
    running = true;
    tick()
      .catch((error: unknown) => app.log.warn({ err: error }, 'chat relay: the database did not answer'))
      .finally(() => {
        running = false;
      });
  };

  const stopWatching = app.redisLink.onChange((up) => {
    if (up) relayUntil = Date.now() + timings.tailMs;
    loop();
  });

  return {
    /** A message this process emitted itself (chatPublisher): its sockets have it. */
    published(id: string) {
      publishedHere.delete(id);
      publishedHere.set(id, Date.now());
    },
    start() {
      if (!app.redis) return;
      timer = setInterval(loop, timings.pollMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      stopWatching();
    },
  };
}

export type OutageRelay = ReturnType<typeof createOutageRelay>;
