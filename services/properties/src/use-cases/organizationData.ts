import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import {
  deleteOrganizationRows,
  exportOrganizationRows,
  type OrganizationExport,
} from '@immodesk/platform/database/organizationData';
import { PropertyEntity } from '../entities/PropertyEntity';
import { PropertyInformationEntity } from '../entities/PropertyInformationEntity';
import { PropertyPhotoEntity } from '../entities/PropertyPhotoEntity';
import { TaskEntity } from '../entities/TaskEntity';

/** The organization's properties with their information and photo records, as JSON per table (data export, API.md GET /api/user/export). */
export function exportOrganizationData(
  dataSource: DataSource,
  context: RequestContext,
): Promise<OrganizationExport> {
  return exportOrganizationRows(dataSource, context.organizationId, [
    { entity: PropertyEntity },
    { entity: PropertyInformationEntity },
    { entity: PropertyPhotoEntity, omit: ['storageKey', 'thumbnailKey'] },
    { entity: TaskEntity },
  ]);
}

/**
 * Removes every row of the organization in this service's tables (account deletion), children first; safe to
 * run again. The stored photo files go first, through PropertyFilesApi.deleteOrganizationFiles.
 */
export function deleteOrganizationData(dataSource: DataSource, context: RequestContext): Promise<void> {
  return deleteOrganizationRows(dataSource, context.organizationId, [TaskEntity, PropertyPhotoEntity, PropertyInformationEntity, PropertyEntity]);
}
