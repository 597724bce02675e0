import { and, count, desc, eq, gt, isNull, lte, max, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { notificationDeliveries, notificationPreferences, notifications, pushSubscriptions } from '../schema/index.ts';
import { insertOne } from './rows.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type DeliveryChannel = (typeof notificationDeliveries.$inferSelect)['channel'];

export const insertNotification = (db: Db, values: NewNotificationRow) => insertOne(db, notifications, values);

/** The bell's list: a buyer's notifications shown in-app, newest first, one page. */
export async function pageOfNotifications(db: Db, buyerId: string, offset: number, limit: number) {
  const mine = and(eq(notifications.buyerId, buyerId), eq(notifications.inApp, true));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(mine),
  ]);
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

/** Marks one of the buyer's notifications read (once: the first time stays). False when it is not theirs. */
export async function markNotificationRead(db: Db, buyerId: string, id: string, at: Date): Promise<boolean> {
  const found = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.buyerId, buyerId)))
    .returning({ id: notifications.id });
  return found.length > 0;
}

export async function markAllNotificationsRead(db: Db, buyerId: string, at: Date): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.buyerId, buyerId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}

export const storedPreferences = (db: Db, buyerId: string) =>
  db.select().from(notificationPreferences).where(eq(notificationPreferences.buyerId, buyerId));

export async function preferenceFor(db: Db, buyerId: string, type: string) {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.buyerId, buyerId), eq(notificationPreferences.type, type)))
    .limit(1);
  return row;
}

export async function savePreferences(
  db: Db,
  buyerId: string,
  rows: { type: string; inApp: boolean; push: boolean; email: boolean }[],
  at: Date,
) {
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows.map((row) => ({ ...row, buyerId, updatedAt: at })))
    .onConflictDoUpdate({
      target: [notificationPreferences.buyerId, notificationPreferences.type],
      set: {
        inApp: sql`excluded.in_app`,
        push: sql`excluded.push`,
        email: sql`excluded.email`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** When the latest push or mail of this group went out, if one did. */
export async function lastSentOfGroup(db: Db, buyerId: string, channel: DeliveryChannel, groupKey: string) {
  const [row] = await db
    .select({ at: max(notificationDeliveries.doneAt) })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.buyerId, buyerId),
        eq(notificationDeliveries.channel, channel),
        eq(notificationDeliveries.groupKey, groupKey),
        eq(notificationDeliveries.status, 'sent'),
      ),
    );
  return row?.at ?? null;
}

/** Schedules a delivery for the group unless one is already waiting (which will carry this one too). */
export async function scheduleDelivery(
  db: Db,
  values: { buyerId: string; channel: DeliveryChannel; groupKey: string; dueAt: Date; createdAt: Date },
) {
  await db.insert(notificationDeliveries).values(values).onConflictDoNothing();
}

/** Due deliveries, locked for this transaction (another process skips them). */
export function lockDueDeliveries(db: Db, now: Date, limit: number) {
  return db
    .select()
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.status, 'pending'), lte(notificationDeliveries.dueAt, now)))
    .orderBy(notificationDeliveries.dueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function finishDelivery(db: Db, id: string, status: 'sent' | 'skipped', at: Date) {
  await db.update(notificationDeliveries).set({ status, doneAt: at }).where(eq(notificationDeliveries.id, id));
}

/** What a delivery carries: the group's notifications still unread, since its previous delivery went out. */
export function unreadOfGroup(db: Db, buyerId: string, groupKey: string, since: Date | null, until: Date) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.buyerId, buyerId),
        eq(notifications.groupKey, groupKey),
        isNull(notifications.readAt),
        lte(notifications.createdAt, until),
        since ? gt(notifications.createdAt, since) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt));
}

export const pushSubscriptionsOf = (db: Db, buyerId: string) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.buyerId, buyerId));

export async function hasPushSubscription(db: Db, buyerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.buyerId, buyerId))
    .limit(1);
  return Boolean(row);
}

/**
 * Stores a device's subscription for the buyer. An endpoint belongs to one device: when a
 * device changes hands (another buyer signs in on it), the subscription moves to them.
 */
export async function upsertPushSubscription(
  db: Db,
  values: { buyerId: string; endpoint: string; p256dh: string; auth: string; createdAt: Date },
) {
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { buyerId: values.buyerId, p256dh: values.p256dh, auth: values.auth, createdAt: values.createdAt },
    });
}

/**
 * Keeps the buyer's `limit` most recently subscribed devices, `kept` (the one just subscribed)
 * always among them, and forgets the others.
 */
export async function trimPushSubscriptions(db: Db, buyerId: string, kept: string, limit: number) {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.buyerId, buyerId))
    .orderBy(
      desc(sql`${pushSubscriptions.endpoint} = ${kept}`),
      desc(pushSubscriptions.createdAt),
      desc(pushSubscriptions.id),
    )
    .limit(limit);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.buyerId, buyerId), notInArray(pushSubscriptions.id, newest)));
}

export async function deletePushSubscription(db: Db, buyerId: string, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.buyerId, buyerId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** The push service said the subscription no longer exists (404/410): forget it. */
export async function forgetPushEndpoint(db: Db, endpoint: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function hasUnreadInGroup(db: Db, buyerId: string, groupKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.buyerId, buyerId), eq(notifications.groupKey, groupKey), isNull(notifications.readAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * Holds, until the transaction ends, the right to decide about one group of a buyer's
 * notifications, so two replies arriving together cannot both find it empty and both add one.
 */
export async function lockGroup(db: Db, buyerId: string, groupKey: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`notifications:${buyerId}:${groupKey}`}))`);
}
