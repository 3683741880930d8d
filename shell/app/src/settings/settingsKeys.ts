/** Query keys of the settings screens, from one factory. */
export const settingsKeys = {
  all: ['settings'] as const,
  sessions: () => [...settingsKeys.all, 'sessions'] as const,
  identities: () => [...settingsKeys.all, 'identities'] as const,
  notificationPreferences: () => [...settingsKeys.all, 'notificationPreferences'] as const,
  signature: () => [...settingsKeys.all, 'signature'] as const,
};
