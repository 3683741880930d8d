import { EntitySchema } from 'typeorm';
import { booleanColumn, instantColumn } from '@immodesk/platform/database/columns';
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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    userId: { name: 'user_id', type: 'varchar', length: 36 },
    kind: { type: 'varchar', length: 40 },
    email: { type: 'boolean', transformer: booleanColumn },
    sms: { type: 'boolean', transformer: booleanColumn },
    push: { type: 'boolean', transformer: booleanColumn },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
