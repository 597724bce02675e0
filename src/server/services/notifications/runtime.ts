import type { NotificationItem } from '../../../shared/notifications/notifications.contract.ts';
import { databaseOfTransaction } from '../../db/after-commit.ts';
import type { Db } from '../../db/client.ts';

/**
 * What notifyBuyer needs from the running app besides the caller's transaction: the app's
 * clock (tests move it) and a way to reach the buyer's open pages. The notifications plugin
 * attaches it to the app's database; without one (scripts, the seed) notifications are
 * stored at the system's time and nobody is told live.
 */
export interface NotificationRuntime {
  now(): Date;
  /** After commit: the buyer's sockets receive `notification`. */
  published(buyerId: string, item: NotificationItem): void;
}

const runtimes = new WeakMap<Db, NotificationRuntime>();

export function attachNotificationRuntime(db: Db, runtime: NotificationRuntime): () => void {
  runtimes.set(db, runtime);
  return () => {
    if (runtimes.get(db) === runtime) runtimes.delete(db);
  };
}

const standalone: NotificationRuntime = {
  now: () => new Date(),
  published: () => undefined,
};

export const notificationRuntime = (tx: Db): NotificationRuntime =>
  runtimes.get(databaseOfTransaction(tx)) ?? standalone;
