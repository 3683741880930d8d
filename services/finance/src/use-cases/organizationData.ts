import { organizationTables } from '@immodesk/platform/database/organizationData';
import { RentPaymentEntity } from '../entities/RentPaymentEntity';

/** The organization's rent payments: data export (API.md GET /api/user/export) and account deletion, children first. */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([
  { entity: RentPaymentEntity },
]);
