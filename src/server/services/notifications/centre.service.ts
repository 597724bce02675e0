import type { NotificationPage, NotificationPreferencesBody } from '../../../shared/notifications/notifications.contract.ts';
import { type PageQuery, pageOffset } from '../../../shared/common/envelope.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales.ts';
import {
  type NotificationPreferences,
  NOTIFICATION_TYPES,
  preferencesWith,
} from '../../../shared/notifications/types.ts';
import type { Db } from '../../db/client.ts';
import { findBuyer } from '../../db/queries/messages.queries.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  pageOfNotifications,
  savePreferences,
  storedPreferences,
} from '../../db/queries/notifications.queries.ts';
import { notFound } from '../../http/api-error.ts';
import { toNotificationItem } from './notify.ts';

/** The buyer's side of the notification centre: the bell's list, reading, and the choice of channels. */
export interface CentreContext {
  db: Db;
  now(): Date;
}

/** GET /notifications: the buyer's own, newest first, titles in the language they read. */
export async function listNotifications(
  ctx: CentreContext,
  buyerId: string,
  query: PageQuery,
): Promise<NotificationPage> {
  const [buyer, { rows, total, unread }] = await Promise.all([
    findBuyer(ctx.db, buyerId),
    pageOfNotifications(ctx.db, buyerId, pageOffset(query), query.pageSize),
  ]);
  const locale: Locale = buyer?.language ?? DEFAULT_LOCALE;
  const items = rows.map((row) => toNotificationItem(row, locale));
  return { items, total, page: query.page, pageSize: query.pageSize, unread };
}

/** POST /notifications/{id}/read: 404 for someone else's, as for an unknown one. */
export async function readNotification(ctx: CentreContext, buyerId: string, id: string) {
  if (!(await markNotificationRead(ctx.db, buyerId, id, ctx.now()))) throw notFound('Notification');
  return unreadCount(ctx, buyerId);
}

export async function readAllNotifications(ctx: CentreContext, buyerId: string) {
  await markAllNotificationsRead(ctx.db, buyerId, ctx.now());
  return { unread: 0 };
}

async function unreadCount(ctx: CentreContext, buyerId: string) {
  const { unread } = await pageOfNotifications(ctx.db, buyerId, 0, 0);
  return { unread };
}

export async function getPreferences(ctx: CentreContext, buyerId: string): Promise<NotificationPreferences> {
  return preferencesWith(await storedPreferences(ctx.db, buyerId));
}

/** PUT /notifications/preferences: the types named change; the others keep what they had. */
export async function putPreferences(ctx: CentreContext, buyerId: string, body: NotificationPreferencesBody) {
  const rows = NOTIFICATION_TYPES.flatMap((type) => {
    const choice = body[type];
    return choice ? [{ type, ...choice }] : [];
  });
  await savePreferences(ctx.db, buyerId, rows, ctx.now());
  return getPreferences(ctx, buyerId);
}
