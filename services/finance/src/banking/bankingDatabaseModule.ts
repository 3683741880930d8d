import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { BankAccountEntity } from './entities/BankAccountEntity';
import { CreateBankAccounts1764000000000 } from './migrations/1764000000000-CreateBankAccounts';

/** The landlord's bank accounts (settings → banking), in the finance service's database. */
export const bankingDatabaseModule: ServiceDatabaseModule = {
  name: 'banking',
  entities: [BankAccountEntity],
  migrations: [CreateBankAccounts1764000000000],
};
