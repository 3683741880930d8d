import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { NotificationType } from '../domain/notification';

export type NotificationRow = {
  id: string;
  organizationId: string;
  /** The reader: a notification belongs to one user of the organization. */
  userId: string;
  type: NotificationType;
  /**
   * Translation keys and their values, not text: the BFF translates them when the notification is read, so it
   * shows in the reader's current language even after they switch it.
   */
  titleKey: string;
  messageKey: string;
  /** JSON object of interpolation values (strings and numbers). */
  params: string;
  read: boolean;
  actionLabelKey: string | null;
  actionUrl: string | null;
  relatedEntityType: string | null;
  relatedEntityId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export const NotificationEntity = new EntitySchema<NotificationRow>({
  name: 'Notification',
  tableName: 'notifications',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    userId: entityColumn.varchar(36, { name: 'user_id' }),
    type: entityColumn.varchar(10),
    titleKey: entityColumn.varchar(120, { name: 'title_key' }),
    messageKey: entityColumn.varchar(120, { name: 'message_key' }),
    params: entityColumn.text(),
    read: entityColumn.boolean({ name: 'is_read' }),
    actionLabelKey: entityColumn.varchar(120, { name: 'action_label_key', nullable: true }),
    actionUrl: entityColumn.varchar(500, { name: 'action_url', nullable: true }),
    relatedEntityType: entityColumn.varchar(40, { name: 'related_entity_type', nullable: true }),
    relatedEntityId: entityColumn.varchar(36, { name: 'related_entity_id', nullable: true }),
    ...entityColumn.timestamps(),
  },
});
