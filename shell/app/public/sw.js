// The shell's service worker: it shows the push notifications the server sends (RFC 8030, encrypted per RFC 8291;
// the browser decrypts them before this runs) and opens the app page a notification points at. It caches nothing.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : self.location.host;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url: typeof message.url === 'string' ? message.url : '/dashboard' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/dashboard', self.location.origin);
  // Only pages of this app: a notification never leads elsewhere.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) return open.navigate(target.href).then((client) => (client ?? open).focus());
      return self.clients.openWindow(target.href);
    }),
  );
});
