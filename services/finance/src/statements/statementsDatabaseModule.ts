import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { BankLineEntity } from './entities/BankLineEntity';
import { KnownPayerAccountEntity } from './entities/KnownPayerAccountEntity';
import { CreateBankStatementLines1764000100000 } from './migrations/1764000100000-CreateBankStatementLines';

/** Imported bank statement lines and the payer accounts learned from them, in the finance service's database. */
export const statementsDatabaseModule: ServiceDatabaseModule = {
  name: 'statements',
  entities: [BankLineEntity, KnownPayerAccountEntity],
  migrations: [CreateBankStatementLines1764000100000],
};
