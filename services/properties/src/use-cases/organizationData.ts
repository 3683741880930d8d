import { organizationTables } from '@immodesk/platform/database/organizationData';
import { PropertyEntity } from '../entities/PropertyEntity';
import { PropertyInformationEntity } from '../entities/PropertyInformationEntity';
import { PropertyPhotoEntity } from '../entities/PropertyPhotoEntity';
import { TaskEntity } from '../entities/TaskEntity';

/**
 * The organization's properties with their tasks, photo records and information: data export (API.md GET
 * /api/user/export) and account deletion, children first. The photo files go first, through
 * PropertyFilesApi.deleteOrganizationFiles.
 */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([
  { entity: TaskEntity },
  { entity: PropertyPhotoEntity, omit: ['storageKey', 'thumbnailKey'] },
  { entity: PropertyInformationEntity },
  { entity: PropertyEntity },
]);
