import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { deleteOrganizationRows, exportOrganizationRows, type OrganizationExport } from '@immodesk/platform/database/organizationData';
import { NotificationEntity } from '../entities/NotificationEntity';

/** The organization's notifications, as JSON per table (data export, API.md GET /api/user/export). */
export function exportOrganizationData(dataSource: DataSource, context: RequestContext): Promise<OrganizationExport> {
  return exportOrganizationRows(dataSource, context.organizationId, [{ entity: NotificationEntity }]);
}

/** Removes every notification of the organization (account deletion); safe to run again. */
export function deleteOrganizationData(dataSource: DataSource, context: RequestContext): Promise<void> {
  return deleteOrganizationRows(dataSource, context.organizationId, [NotificationEntity]);
}
