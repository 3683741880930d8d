import type { CsvBank } from '../domain/statementLine';

/** Which header (lower case, any of the listed names: Dutch or French export) each value is read from. */
export type CsvColumns = {
  bookingDate: string[];
  valueDate: string[];
  amount: string[];
  account: string[];
  counterpartyIban: string[];
  counterpartyName: string[];
  communication: string[];
  structuredCommunication: string[];
  /** Read and joined into the bank reference (a line number the bank gives), when present. */
  reference: string[];
};

/**
 * The CSV exports of the four big Belgian banks (semicolon-separated, decimal comma, dd/mm/yyyy), recognised by
 * headers only that bank's export has. The README lists them.
 */
export const CSV_BANK_LAYOUTS: readonly { bank: CsvBank; signature: string[][]; columns: CsvColumns }[] = [
  {
    bank: 'kbc',
    signature: [['rubrieknaam'], ['afschriftnummer'], ['bedrag']],
    columns: {
      bookingDate: ['datum'],
      valueDate: ['valuta'],
      amount: ['bedrag'],
      account: ['rekeningnummer'],
      counterpartyIban: ['rekeningnummer tegenpartij'],
      counterpartyName: ['naam tegenpartij'],
      communication: ['vrije mededeling', 'omschrijving'],
      structuredCommunication: ['gestructureerde mededeling'],
      reference: [],
    },
  },
  {
    bank: 'bnp_paribas_fortis',
    signature: [
      ['volgnummer', 'numéro de séquence'],
      ['uitvoeringsdatum', "date d'exécution"],
    ],
    columns: {
      bookingDate: ['uitvoeringsdatum', "date d'exécution"],
      valueDate: ['valutadatum', 'date valeur'],
      amount: ['bedrag', 'montant'],
      account: ['rekeningnummer', 'numéro de compte'],
      counterpartyIban: ['tegenpartij', 'contrepartie'],
      counterpartyName: ['naam van de tegenpartij', 'nom de la contrepartie'],
      communication: ['mededeling', 'communication', 'details', 'détails'],
      structuredCommunication: [],
      reference: ['volgnummer', 'numéro de séquence'],
    },
  },
  {
    bank: 'belfius',
    signature: [
      ['boekingsdatum', 'date de comptabilisation'],
      ['naam tegenpartij bevat', 'nom contrepartie contient'],
    ],
    columns: {
      bookingDate: ['boekingsdatum', 'date de comptabilisation'],
      valueDate: ['valutadatum', 'date valeur'],
      amount: ['bedrag', 'montant'],
      account: ['rekening', 'compte'],
      counterpartyIban: ['rekening tegenpartij', 'compte contrepartie'],
      counterpartyName: ['naam tegenpartij bevat', 'nom contrepartie contient'],
      communication: ['mededelingen', 'communications', 'transactie', 'transaction'],
      structuredCommunication: [],
      reference: ['afschriftnummer', "numéro d'extrait", 'transactienummer', 'numéro de transaction'],
    },
  },
  {
    bank: 'ing',
    signature: [
      ['nummer van de verrichting', "numéro de l'opération"],
      ['bericht', 'message'],
    ],
    columns: {
      bookingDate: ['boekingsdatum', 'date de comptabilisation'],
      valueDate: ['valutadatum', 'date valeur'],
      amount: ['bedrag', 'montant'],
      account: ['rekeningnummer', 'numéro de compte'],
      counterpartyIban: ['rekening tegenpartij', 'compte partie adverse'],
      counterpartyName: ['naam tegenpartij', 'nom partie adverse', 'omschrijving', 'libellés'],
      communication: ['bericht', 'message', 'detail van de omzet', 'détails du mouvement'],
      structuredCommunication: [],
      reference: ['nummer van de verrichting', "numéro de l'opération"],
    },
  },
];
