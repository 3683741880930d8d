/** SPEC.md §3 "Bank account": where tenants pay the rent. IBAN and BIC upper case without spaces. */
export type BankAccount = {
  id: string;
  iban: string;
  bic: string | null;
  bankName: string;
  accountHolder: string;
  isPrimary: boolean;
  createdAt: Date;
};

/** A new account, its IBAN and BIC already checked and normalised at the edge (contracts/common/iban). */
export type NewBankAccount = {
  iban: string;
  bic: string | null;
  bankName: string;
  accountHolder: string;
  isPrimary?: boolean | undefined;
};
