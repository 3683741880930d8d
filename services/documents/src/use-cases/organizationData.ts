import { organizationTables } from '@immodesk/platform/database/organizationData';
import { DocumentEntity } from '../entities/DocumentEntity';

/** The organization's document records (the stored files go through DocumentFilesApi): data export (API.md GET /api/user/export) and account deletion, children first. */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([
  { entity: DocumentEntity },
]);
