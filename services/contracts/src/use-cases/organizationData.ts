import { organizationTables } from '@immodesk/platform/database/organizationData';
import { ContractEntity } from '../entities/ContractEntity';
import { ContractTemplateEntity } from '../entities/ContractTemplateEntity';
import { ContractTenantEntity } from '../entities/ContractTenantEntity';

/** The organization's contracts and templates: data export (GET /api/user/export) and account deletion, children first. */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([
  { entity: ContractTenantEntity },
  { entity: ContractEntity },
  { entity: ContractTemplateEntity },
]);
