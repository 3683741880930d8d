import { organizationTables } from '@immodesk/platform/database/organizationData';
import { ExpenseEntity } from '../entities/ExpenseEntity';

/** The organization's expenses: data export (GET /api/user/export) and account deletion. */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([
  { entity: ExpenseEntity },
]);
