import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import {
  deleteOrganizationRows,
  exportOrganizationRows,
  type OrganizationExport,
} from '@immodesk/platform/database/organizationData';
import { PropertyEntity } from '../entities/PropertyEntity';
import { TaskEntity } from '../entities/TaskEntity';

/** The organization's properties, as JSON per table (data export, API.md GET /api/user/export). */
export function exportOrganizationData(
  dataSource: DataSource,
  context: RequestContext,
): Promise<OrganizationExport> {
  return exportOrganizationRows(dataSource, context.organizationId, [{ entity: PropertyEntity }, { entity: TaskEntity }]);
}

/** Removes every row of the organization in this service's tables (account deletion); safe to run again. */
export function deleteOrganizationData(dataSource: DataSource, context: RequestContext): Promise<void> {
  return deleteOrganizationRows(dataSource, context.organizationId, [TaskEntity, PropertyEntity]);
}
