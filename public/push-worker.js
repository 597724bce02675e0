// The buyer hub's service worker: shows the server's web push notifications (payload
// {title, body, link, tag} from src/server/services/notifications/push.ts) and opens the
// notification's page on a tap. It caches nothing.
self.addEventListener('push', (event) => {
  let message = { title: 'AfriTrade Hub', body: '', link: '/dashboard', tag: 'notification' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable payload still tells the buyer something happened.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      renotify: true,
      icon: '/favicon.svg',
      data: { link: message.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link ?? '/dashboard', self.location.origin);
  // Only pages of this site open from a notification.
  const target = link.origin === self.location.origin ? link.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
