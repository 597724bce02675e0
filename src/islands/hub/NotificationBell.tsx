import { useStore } from '@nanostores/react';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import {
  $notifications,
  markAllNotificationsRead,
  markNotificationRead,
  refreshNotifications,
} from '../../stores/notifications.ts';
import './notification-bell.css';

const text = messages('hub/notifications', {
  open: params('Notifications, {count} unread'),
  title: 'Notifications',
  markAll: 'Mark all as read',
  empty: 'Nothing new. We will tell you here when a quote, an order or a reply arrives.',
  loading: 'Loading your notifications...',
  unread: 'Unread',
  settings: 'Choose what you are told',
});

const BELL = 'M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0';

/**
 * The hub header's bell: the unread count, and a list of the newest notifications, each
 * opening its page and marked read as it is opened. Live through stores/notifications.ts.
 */
export default function NotificationBell() {
  const t = useMessages(text);
  const format = useFormat();
  const { items, unread, loaded } = useStore($notifications);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    refreshNotifications();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  }

  /** Marked read before leaving, so the count is right on the page it opens. */
  async function openItem(event: MouseEvent<HTMLAnchorElement>, id: string, link: string) {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) {
      void markNotificationRead(id).catch(() => undefined);
      return;
    }
    event.preventDefault();
    await markNotificationRead(id).catch(() => undefined);
    window.location.assign(link);
  }

  return (
    <div className="notification-bell" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="bell-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t.open({ count: unread })}
        onClick={() => setOpen((now) => !now)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d={BELL}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 && (
          <span className="bell-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div id={panelId} className="bell-panel" hidden={!open} role="region" aria-label={t.title}>
        <div className="bell-head">
          <h2>{t.title}</h2>
          {unread > 0 && (
            <button type="button" className="link-button" onClick={() => void markAllNotificationsRead()}>
              {t.markAll}
            </button>
          )}
        </div>
        {!loaded ? (
          <p className="bell-note" role="status">
            {t.loading}
          </p>
        ) : items.length === 0 ? (
          <p className="bell-note">{t.empty}</p>
        ) : (
          <ul className="bell-list">
            {items.map((item) => (
              <li key={item.id} className={item.readAt ? 'read' : 'unread'}>
                <a href={item.link} onClick={(event) => void openItem(event, item.id, item.link)}>
                  {!item.readAt && <span className="visually-hidden">{t.unread}: </span>}
                  <span className="bell-title">{item.title}</span>
                  <time dateTime={item.createdAt}>{format.dateTime(item.createdAt)}</time>
                </a>
              </li>
            ))}
          </ul>
        )}
        <a className="bell-settings" href="/settings#notifications">
          {t.settings}
        </a>
      </div>
    </div>
  );
}
