/**
 * The console's service worker (served at /console/push-worker.js, registered with scope /console/
 * by the console pages only): shows a new-lead alert the push service delivers, and opens the lead
 * in the console when it is tapped. The payload is what the server's alert says (alert-message.ts).
 */
export const PUSH_WORKER_SOURCE = `self.addEventListener('push', (event) => {
  let alert = { title: 'New lead', body: '', url: '/console/leads/', leadId: '' };
  try {
    if (event.data) alert = { ...alert, ...event.data.json() };
  } catch (error) {}
  event.waitUntil(self.registration.showNotification(alert.title, { body: alert.body, tag: alert.leadId || undefined, data: { url: alert.url } }));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/console/leads/';
  event.waitUntil(self.clients.openWindow(url));
});
`;

/** Where the worker is served and the scope it controls: the console's pages and nothing else. */
export const PUSH_WORKER = { url: '/console/push-worker.js', scope: '/console/' } as const;
