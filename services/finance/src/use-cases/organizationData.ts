import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import {
  deleteOrganizationRows,
  exportOrganizationRows,
  type OrganizationExport,
} from '@immodesk/platform/database/organizationData';
import { RentPaymentEntity } from '../entities/RentPaymentEntity';

/** The organization's rent payments, as JSON per table (data export, API.md GET /api/user/export). */
export function exportOrganizationData(
  dataSource: DataSource,
  context: RequestContext,
): Promise<OrganizationExport> {
  return exportOrganizationRows(dataSource, context.organizationId, [{ entity: RentPaymentEntity }]);
}

/** Removes every row of the organization in this service's tables (account deletion); safe to run again. */
export function deleteOrganizationData(dataSource: DataSource, context: RequestContext): Promise<void> {
  return deleteOrganizationRows(dataSource, context.organizationId, [RentPaymentEntity]);
}
