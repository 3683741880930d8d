import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { NotificationKind } from '../domain/notificationPreferences';

/** One user's channels for one notification kind (Settings → communications); no row means the defaults. */
export type NotificationPreferenceRow = {
  id: string;
  organizationId: string;
  userId: string;
  kind: NotificationKind;
  email: boolean;
  sms: boolean;
  push: boolean;
  updatedAt: Date;
};

export const NotificationPreferenceEntity = new EntitySchema<NotificationPreferenceRow>({
  name: 'NotificationPreference',
  tableName: 'notification_preferences',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    userId: entityColumn.varchar(36, { name: 'user_id' }),
    kind: entityColumn.varchar(40),
    email: entityColumn.boolean(),
    sms: entityColumn.boolean(),
    push: entityColumn.boolean(),
    updatedAt: entityColumn.instant({ name: 'updated_at' }),
  },
});
