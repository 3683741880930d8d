import { organizationTables } from '@immodesk/platform/database/organizationData';
import { BankAccountEntity } from '../entities/BankAccountEntity';
import { RentRequestSendEntity } from '../entities/RentRequestSendEntity';

/** The organization's bank accounts and the rent requests its automation sent: data export and account deletion. */
export const { exportOrganizationData, deleteOrganizationData } = organizationTables([
  { entity: RentRequestSendEntity },
  { entity: BankAccountEntity },
]);
