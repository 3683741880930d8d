import { organizationTables } from '@immodesk/platform/database/organizationData';
import { NotificationEntity } from '../entities/NotificationEntity';

/** The organization's notifications: data export (API.md GET /api/user/export) and account deletion, children first. */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([
  { entity: NotificationEntity },
]);
