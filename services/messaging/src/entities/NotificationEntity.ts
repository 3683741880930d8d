import { EntitySchema } from 'typeorm';
import { booleanColumn, instantColumn } from '@immodesk/platform/database/columns';
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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    userId: { name: 'user_id', type: 'varchar', length: 36 },
    type: { type: 'varchar', length: 10 },
    titleKey: { name: 'title_key', type: 'varchar', length: 120 },
    messageKey: { name: 'message_key', type: 'varchar', length: 120 },
    params: { type: 'text' },
    read: { name: 'is_read', type: 'boolean', transformer: booleanColumn },
    actionLabelKey: { name: 'action_label_key', type: 'varchar', length: 120, nullable: true },
    actionUrl: { name: 'action_url', type: 'varchar', length: 500, nullable: true },
    relatedEntityType: { name: 'related_entity_type', type: 'varchar', length: 40, nullable: true },
    relatedEntityId: { name: 'related_entity_id', type: 'varchar', length: 36, nullable: true },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
