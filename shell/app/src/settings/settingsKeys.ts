/** Query keys of the settings screens, from one factory. */
export const settingsKeys = {
  all: ['settings'] as const,
  sessions: () => [...settingsKeys.all, 'sessions'] as const,
  identities: () => [...settingsKeys.all, 'identities'] as const,
  notificationPreferences: () => [...settingsKeys.all, 'notificationPreferences'] as const,
  pushSubscriptions: () => [...settingsKeys.all, 'pushSubscriptions'] as const,
  signature: () => [...settingsKeys.all, 'signature'] as const,
  bankAccounts: () => [...settingsKeys.all, 'bankAccounts'] as const,
  accounting: () => [...settingsKeys.all, 'accounting'] as const,
  invoicing: () => [...settingsKeys.all, 'invoicing'] as const,
  automations: () => [...settingsKeys.all, 'automations'] as const,
};
