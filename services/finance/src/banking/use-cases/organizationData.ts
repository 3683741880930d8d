import { organizationTables } from '@immodesk/platform/database/organizationData';
import { BankAccountEntity } from '../entities/BankAccountEntity';

/** The organization's bank accounts: data export and account deletion. */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([{ entity: BankAccountEntity }]);
