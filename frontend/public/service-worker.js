/* global self */
// Nakshatra's service worker: shows Web Push notifications (docs/notifications.md, "Web Push").
// It does nothing else (no caching, no offline pages), so it can never serve a stale app.
// The server words each push in the language the browser subscribed in: { kind, title, body, link }.

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(message.title, {
        body: typeof message.body === 'string' ? message.body : '',
        tag: typeof message.kind === 'string' ? message.kind : undefined,
        renotify: true,
        data: { link: typeof message.link === 'string' && message.link.startsWith('/') ? message.link : '/notifications' },
      }),
      // Open pages refresh their bell at once.
      self.clients.matchAll({ type: 'window' }).then((windows) => windows.forEach((client) => client.postMessage({ type: 'notification', kind: message.kind }))),
    ]),
  );
});

// A click opens what the notification is about: in a window of the site already open, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link ?? '/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(link).then((client) => (client ?? open).focus());
      return self.clients.openWindow(link);
    }),
  );
});
