import { organizationTables } from '@immodesk/platform/database/organizationData';
import { MessageEntity } from '../entities/MessageEntity';
import { MessageRecipientEntity } from '../entities/MessageRecipientEntity';
import { NotificationEntity } from '../entities/NotificationEntity';

/** The organization's notifications and messages: data export (API.md GET /api/user/export) and account deletion, children first. */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([
  { entity: NotificationEntity },
  { entity: MessageRecipientEntity },
  { entity: MessageEntity },
]);
