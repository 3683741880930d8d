/** Query keys of the bell; the list is per language because the server translates titles and messages. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** What the server holds: the list and the unread count (refreshed after every change). */
  server: () => ['notifications', 'server'] as const,
  list: (language: string) => ['notifications', 'server', 'list', language] as const,
  unreadCount: () => ['notifications', 'server', 'unread-count'] as const,
  rentNotices: () => ['notifications', 'rent-notices'] as const,
};
