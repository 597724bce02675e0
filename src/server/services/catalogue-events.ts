import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** What changed: the products touched, or every product when the list is empty. */
export interface CatalogueChange {
  productIds: string[];
}

export type CatalogueListener = (change: CatalogueChange) => void;

/**
 * "The catalogue changed" between server processes, so every process drops what it holds
 * of the old catalogue (the product list and details answers) at once.
 */
export interface CatalogueEvents {
  /** Tells every process: listeners of this one run before it returns, the others' when Redis delivers. */
  publishCatalogueChanged(change: CatalogueChange): Promise<void>;
  /** Runs the listener on every change, from any process; returns the unsubscribe. */
  onCatalogueChanged(listener: CatalogueListener): () => void;
  close(): Promise<void>;
}

interface Logger {
  error(object: object, message: string): void;
  debug(object: object, message: string): void;
}

const EVENT = 'changed';

/** A wire message: which process sent it, and what changed. */
interface Message {
  from: string;
  productIds: string[];
}

function parse(text: string): Message | null {
  try {
    const value = JSON.parse(text) as Partial<Message>;
    if (typeof value.from !== 'string' || !Array.isArray(value.productIds)) return null;
    return { from: value.from, productIds: value.productIds.filter((id) => typeof id === 'string') };
  } catch {
    return null;
  }
}

/**
 * Catalogue change events: in this process only when `redis` is null (one process), and
 * through a Redis pub/sub channel when it is set. A message lost while Redis was away is
 * made up for by dropping everything once the subscription is back.
 */
export async function createCatalogueEvents(options: {
  redis: Redis | null;
  /** Whether Redis answers now: while it does not, changes are not published (see below). */
  isUp?: () => boolean;
  channel: string;
  log: Logger;
}): Promise<CatalogueEvents> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const self = randomUUID();
  const notify = (change: CatalogueChange) => {
    for (const listener of local.listeners(EVENT) as CatalogueListener[]) {
      try {
        listener(change);
      } catch (error) {
        options.log.error({ err: error }, 'catalogue change listener failed');
      }
    }
  };

  const { redis, channel, log } = options;
  // Subscribing takes a connection of its own.
  const subscriber = redis?.duplicate() ?? null;
  if (subscriber) {
    // The shared connection reports an outage once (redis-link.ts); these repeat it.
    subscriber.on('error', (error) => log.debug({ err: error }, 'catalogue events: redis error'));
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      const message = parse(text);
      if (message && message.from !== self) notify({ productIds: message.productIds });
    });
    let subscribedOnce = false;
    subscriber.on('ready', () => {
      // ioredis subscribes again after a reconnect; what was published meanwhile is lost.
      if (subscribedOnce) notify({ productIds: [] });
    });
    await subscriber.subscribe(channel);
    subscribedOnce = true;
  }

  return {
    async publishCatalogueChanged(change) {
      notify(change);
      // While Redis is down there is no one to tell: every process drops all it holds once
      // its subscription is back (the 'ready' above), which covers this change too.
      if (!redis || options.isUp?.() === false) return;
      try {
        await redis.publish(channel, JSON.stringify({ from: self, productIds: change.productIds } satisfies Message));
      } catch (error) {
        // The change is stored; other processes still drop their copies when their cache expires.
        log.error({ err: error }, 'catalogue events: could not publish a change');
      }
    },
    onCatalogueChanged(listener) {
      local.on(EVENT, listener);
      return () => local.off(EVENT, listener);
    },
    async close() {
      local.removeAllListeners();
      if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
