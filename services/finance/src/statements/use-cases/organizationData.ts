import { organizationTables } from '@immodesk/platform/database/organizationData';
import { BankLineEntity } from '../entities/BankLineEntity';
import { KnownPayerAccountEntity } from '../entities/KnownPayerAccountEntity';

/** The organization's imported bank lines and learned payer accounts: data export and account deletion. */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([
  { entity: KnownPayerAccountEntity },
  { entity: BankLineEntity },
]);
