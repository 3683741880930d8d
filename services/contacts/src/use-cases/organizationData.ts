import { organizationTables } from '@immodesk/platform/database/organizationData';
import { ContractorEntity } from '../entities/ContractorEntity';
import { TenantEntity } from '../entities/TenantEntity';

/** The organization's tenants and contractors: data export (API.md GET /api/user/export) and account deletion, children first. */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([
  { entity: TenantEntity },
  { entity: ContractorEntity },
]);
