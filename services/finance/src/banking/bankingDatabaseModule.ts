import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { BankAccountEntity } from './entities/BankAccountEntity';
import { RentRequestSendEntity } from './entities/RentRequestSendEntity';
import { CreateBankAccounts1764000000000 } from './migrations/1764000000000-CreateBankAccounts';
import { CreateRentRequestSends1764000200000 } from './migrations/1764000200000-CreateRentRequestSends';

/** The landlord's bank accounts (settings → banking) and the rent requests the automation sent, in the finance service's database. */
export const bankingDatabaseModule: ServiceDatabaseModule = {
  name: 'banking',
  entities: [BankAccountEntity, RentRequestSendEntity],
  migrations: [CreateBankAccounts1764000000000, CreateRentRequestSends1764000200000],
};
