import type { BankAccount } from '../domain/bankAccount';
import type { BankAccountRow } from '../entities/BankAccountEntity';

export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    iban: row.iban,
    bic: row.bic,
    bankName: row.bankName,
    accountHolder: row.accountHolder,
    isPrimary: row.primarySlot === 1,
    createdAt: row.createdAt,
  };
}
