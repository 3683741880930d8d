import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { BankLineEntity } from './entities/BankLineEntity';
import { KnownPayerAccountEntity } from './entities/KnownPayerAccountEntity';
import { CreateBankStatementLines1764000100000 } from './migrations/1764000100000-CreateBankStatementLines';
import { AddBankLineUndoneMatches1799100000000 } from './migrations/1799100000000-AddBankLineUndoneMatches';

/** Imported bank statement lines and the payer accounts learned from them, in the finance service's database. */
export const statementsDatabaseModule: ServiceDatabaseModule = {
  name: 'statements',
  entities: [BankLineEntity, KnownPayerAccountEntity],
  migrations: [CreateBankStatementLines1764000100000, AddBankLineUndoneMatches1799100000000],
};
