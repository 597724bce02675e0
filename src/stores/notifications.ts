// The buyer's notifications for the hub header's bell: the newest page and the unread count,
// kept live through the buyer's one socket (subscribed while the bell listens), which
// receives `notification` as soon as staff change something for this buyer; after a
// reconnect the page is asked for again.
import { map, onMount } from 'nanostores';
import { apiGet, apiPost } from '../lib/api/http.ts';
import type { NotificationItem, NotificationPage } from '../shared/notifications/notifications.contract.ts';
import { $currentUser } from './current-user.ts';
import { buyerSocket } from './realtime/buyer-socket.ts';

export interface NotificationsState {
  items: NotificationItem[];
  unread: number;
  /** False until the first answer, and while it failed. */
  loaded: boolean;
}

/** How many the bell's list shows. */
const PAGE_SIZE = 20;

export const $notifications = map<NotificationsState>({ items: [], unread: 0, loaded: false });

let asked = 0;
/**
 * What arrived live while a page was being asked for: the answer may have been read before
 * they were stored, so it must not wipe them out (a change made as the socket connects).
 */
let arrivedMeanwhile: NotificationItem[] = [];
let asking = false;

/** The server's page is the truth; only the answer to the latest question is kept. */
export function refreshNotifications(): void {
  const question = ++asked;
  arrivedMeanwhile = [];
  asking = true;
  apiGet<NotificationPage>(`notifications?pageSize=${PAGE_SIZE}`)
    .then((page) => {
      if (question !== asked) return;
      asking = false;
      const missed = arrivedMeanwhile.filter((item) => !page.items.some((known) => known.id === item.id));
      arrivedMeanwhile = [];
      $notifications.set({
        items: [...missed, ...page.items].slice(0, PAGE_SIZE),
        unread: page.unread + missed.filter((item) => !item.readAt).length,
        loaded: true,
      });
    })
    .catch(() => {
      if (question === asked) asking = false;
    });
}

function arrived(item: NotificationItem) {
  if (asking) arrivedMeanwhile.push(item);
  const { items, unread } = $notifications.get();
  if (items.some((known) => known.id === item.id)) return;
  $notifications.set({ items: [item, ...items].slice(0, PAGE_SIZE), unread: unread + 1, loaded: true });
}

/** Marks one read (shown at once; the server's count follows). */
export async function markNotificationRead(id: string): Promise<void> {
  const { items } = $notifications.get();
  const item = items.find((known) => known.id === id);
  if (!item || item.readAt) return;
  const readAt = new Date().toISOString();
  $notifications.setKey(
    'items',
    items.map((known) => (known.id === id ? { ...known, readAt } : known)),
  );
  $notifications.setKey('unread', Math.max(0, $notifications.get().unread - 1));
  const answer = await apiPost<{ unread: number }>(`notifications/${id}/read`, {});
  $notifications.setKey('unread', answer.unread);
}

export async function markAllNotificationsRead(): Promise<void> {
  const readAt = new Date().toISOString();
  const { items } = $notifications.get();
  $notifications.set({
    items: items.map((item) => ({ ...item, readAt: item.readAt ?? readAt })),
    unread: 0,
    loaded: true,
  });
  await apiPost('notifications/read-all', {});
}

onMount($notifications, () => {
  let stops: (() => void)[] = [];
  const unsubscribe = $currentUser.subscribe((user) => {
    if (!user || user.type !== 'buyer' || stops.length) return;
    stops = [buyerSocket.onConnect(refreshNotifications), buyerSocket.subscribe('notification', arrived)];
  });
  return () => {
    unsubscribe();
    stops.forEach((stop) => stop());
    stops = [];
  };
});
