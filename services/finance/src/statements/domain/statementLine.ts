export type StatementFormat = 'coda' | 'camt053' | 'csv';
export type CsvBank = 'kbc' | 'bnp_paribas_fortis' | 'belfius' | 'ing';

/** One movement as a statement file gives it, before it is stored. Amounts in cents, positive = money in. */
export type ReadStatementLine = {
  /** The landlord's account the statement is of (IBAN), when the file says. */
  accountIban: string | null;
  bookingDate: string;
  valueDate: string | null;
  amountCents: number;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  /** The free communication. */
  communication: string | null;
  /** The bank's structured communication field, as given (CODA type 101, CAMT `Strd/CdtrRefInf/Ref`). */
  structuredCommunication: string | null;
  /** The bank's own reference of the movement, when the format has one. */
  bankReference: string | null;
};

export type ReadStatement = {
  format: StatementFormat;
  csvBank: CsvBank | null;
  lines: ReadStatementLine[];
};
