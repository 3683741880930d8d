/** SPEC.md §3: success, warning, error, otherwise info. */
export const NOTIFICATION_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type NotificationParams = Record<string, string | number>;

/** A notification as the service hands it out: translation keys and values; the BFF turns them into text. */
export type NotificationRecord = {
  id: string;
  userId: string;
  type: NotificationType;
  titleKey: string;
  messageKey: string;
  params: NotificationParams;
  read: boolean;
  actionLabelKey: string | null;
  actionUrl: string | null;
  relatedEntityType: string | null;
  relatedEntityId: string | null;
  createdAt: string;
  updatedAt: string;
};
