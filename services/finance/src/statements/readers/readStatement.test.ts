import { describe, expect, it } from 'vitest';
import {
  writeCamt053Statement,
  writeCodaStatement,
  type StatementFile,
} from '@immodesk/test-fixtures/bankStatements';
import { readSampleStatement } from '@immodesk/test-fixtures/sampleStatements';
import { readStatement } from './readStatement';

const statement: StatementFile = {
  accountIban: 'BE68539007547034',
  accountHolder: 'Immo Peeters BV',
  bic: 'KREDBEBB',
  statementNumber: 42,
  lines: [
    {
      amountCents: 85_000,
      bookingDate: '2026-03-02',
      valueDate: '2026-03-01',
      counterpartyName: 'Sofie Claes',
      counterpartyIban: 'BE71096123456769',
      structuredReference: '+++025/0100/00151+++',
    },
    {
      amountCents: 120_050,
      bookingDate: '2026-03-03',
      counterpartyName: 'Jan Janssens',
      counterpartyIban: 'BE72000000001616',
      counterpartyBic: 'BPOTBEB1',
      communication:
        'Huur maart Kerkstraat 12 bus 3 ***025/0100/00151*** met een lange mededeling die over drie records loopt',
    },
    {
      amountCents: -4_500,
      bookingDate: '2026-03-04',
      counterpartyName: 'Fluvius',
      communication: 'Factuur 2026/123',
    },
  ],
};

const expectedLines = [
  {
    accountIban: 'BE68539007547034',
    bookingDate: '2026-03-02',
    valueDate: '2026-03-01',
    amountCents: 85_000,
    counterpartyName: 'Sofie Claes',
    counterpartyIban: 'BE71096123456769',
    communication: null,
    structuredCommunication: '025010000151',
  },
  {
    bookingDate: '2026-03-03',
    amountCents: 120_050,
    counterpartyName: 'Jan Janssens',
    counterpartyIban: 'BE72000000001616',
    communication:
      'Huur maart Kerkstraat 12 bus 3 ***025/0100/00151*** met een lange mededeling die over drie records loopt',
    structuredCommunication: null,
  },
  {
    bookingDate: '2026-03-04',
    amountCents: -4_500,
    counterpartyName: 'Fluvius',
    counterpartyIban: null,
    communication: 'Factuur 2026/123',
  },
];

describe('CODA', () => {
  it('reads movements, structured (101) and free communications continued over records 2.2 and 2.3', () => {
    const read = readStatement(Buffer.from(writeCodaStatement(statement), 'latin1'));
    expect(read.format).toBe('coda');
    expect(read.lines).toMatchObject(expectedLines);
    expect(new Set(read.lines.map((line) => line.bankReference)).size).toBe(3);
  });

  it('reads a statement written by hand from the Febelfin layout, with a global amount replaced by its details', () => {
    // Each record from its fields, in the order and widths of the specification.
    const record = (...fields: string[]) => {
      const line = fields.join('');
      expect(line).toHaveLength(128);
      return line;
    };
    const blank = (width: number) => ' '.repeat(width);
    const text = (value: string, width: number) => value.padEnd(width, ' ');
    const reference = text('OL9446WZB  BKTMGLOBAL', 21);
    const coda = [
      record(
        '0',
        '0000',
        '020326',
        '725',
        '05',
        ' ',
        blank(7),
        text('0000000001', 10),
        text('Immo Peeters BV', 26),
        text('GKCCBEBB', 11),
        '00000000000',
        ' ',
        '00000',
        blank(16),
        blank(16),
        blank(7),
        '2',
      ),
      record(
        '1',
        '2',
        '042',
        text('BE71096123456769', 34),
        'EUR',
        '0',
        '000000001000000',
        '010326',
        text('Immo Peeters BV', 26),
        text('Zichtrekening', 35),
        '042',
      ),
      // A global amount (globalisation code 1) of two transfers, then its two details (detail numbers 0001, 0002).
      record(
        '2',
        '1',
        '0001',
        '0000',
        reference,
        '0',
        '000000002050000',
        '020326',
        '00150000',
        '0',
        text('COLLECTIEVE OVERSCHRIJVING', 53),
        '020326',
        '042',
        '1',
        '0',
        ' ',
        '0',
      ),
      record(
        '2',
        '1',
        '0001',
        '0001',
        reference,
        '0',
        '000000000850000',
        '020326',
        '60150000',
        '1',
        text('101202600000195', 53),
        '020326',
        '042',
        '0',
        '1',
        ' ',
        '0',
      ),
      record(
        '2',
        '3',
        '0001',
        '0001',
        text('BE71096123456769', 34),
        'EUR',
        text('SOFIE CLAES', 35),
        blank(43),
        '0',
        ' ',
        '0',
      ),
      record(
        '2',
        '1',
        '0001',
        '0002',
        reference,
        '0',
        '000000001200000',
        '020326',
        '60150000',
        '0',
        text('HUUR MAART 202/6000/00296', 53),
        '020326',
        '042',
        '0',
        '1',
        ' ',
        '0',
      ),
      record(
        '2',
        '3',
        '0001',
        '0002',
        text('BE68539007547034', 34),
        'EUR',
        text('JAN JANSSENS', 35),
        blank(43),
        '0',
        ' ',
        '0',
      ),
      record(
        '8',
        '042',
        text('BE71096123456769', 34),
        'EUR',
        '0',
        '000000003050000',
        '020326',
        blank(64),
        '0',
      ),
      record('9', blank(15), '000007', '000000000000000', '000000002050000', blank(75), '2'),
    ].join('\n');
    const read = readStatement(Buffer.from(coda, 'latin1'));
    expect(read.lines).toMatchObject([
      {
        amountCents: 85_000,
        structuredCommunication: '202600000195',
        counterpartyIban: 'BE71096123456769',
        counterpartyName: 'SOFIE CLAES',
        bookingDate: '2026-03-02',
      },
      {
        amountCents: 120_000,
        communication: 'HUUR MAART 202/6000/00296',
        counterpartyIban: 'BE68539007547034',
        counterpartyName: 'JAN JANSSENS',
      },
    ]);
    expect(read.lines.map((line) => line.bankReference)).toEqual([
      'OL9446WZB BKTMGLOBAL/0001',
      'OL9446WZB BKTMGLOBAL/0002',
    ]);
  });

  it('refuses a file cut off before its trailer and a record with an unreadable amount', () => {
    const coda = writeCodaStatement(statement).split('\r\n');
    expect(() => readStatement(Buffer.from(coda.slice(0, -3).join('\r\n')))).toThrow(
      expect.objectContaining({ code: 'business_rule' }),
    );
    coda[2] = `${coda[2]?.slice(0, 32)}00000000ABC0000${coda[2]?.slice(47)}`;
    expect(() => readStatement(Buffer.from(coda.join('\r\n')))).toThrow(
      expect.objectContaining({ code: 'business_rule', details: expect.objectContaining({ line: 3 }) }),
    );
  });
});

describe('CAMT.053', () => {
  it('reads entries with their debtor, IBAN, structured reference and free text', () => {
    const read = readStatement(Buffer.from(writeCamt053Statement(statement)));
    expect(read.format).toBe('camt053');
    expect(read.lines).toMatchObject(expectedLines);
  });

  it('splits a batch entry into its transactions and reads version 08 party names and DtTm dates', () => {
    const camt = `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>1</MsgId></GrpHdr><Stmt>
<Acct><Id><IBAN>BE71096123456769</IBAN></Id></Acct>
<Ntry><Amt Ccy="EUR">2050.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><DtTm>2026-03-02T10:15:00+01:00</DtTm></BookgDt>
<ValDt><Dt>2026-03-02</Dt></ValDt><AcctSvcrRef>BATCH-7</AcctSvcrRef>
<NtryDtls><TxDtls><Amt Ccy="EUR">850.00</Amt><RltdPties><Dbtr><Pty><Nm>Sofie Claes</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>BE71096123456769</IBAN></Id></DbtrAcct></RltdPties>
<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>025010000151</Ref></CdtrRefInf></Strd></RmtInf></TxDtls>
<TxDtls><Amt Ccy="EUR">1200.00</Amt><RltdPties><Dbtr><Pty><Nm>Jan Janssens</Nm></Pty></Dbtr></RltdPties><RmtInf><Ustrd>huur</Ustrd><Ustrd>maart</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
<Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>PDNG</Cd></Sts><BookgDt><Dt>2026-03-03</Dt></BookgDt></Ntry>
</Stmt></BkToCstmrStmt></Document>`;
    const read = readStatement(Buffer.from(camt));
    expect(read.lines).toEqual([
      expect.objectContaining({
        amountCents: 85_000,
        bookingDate: '2026-03-02',
        counterpartyName: 'Sofie Claes',
        structuredCommunication: '025010000151',
        bankReference: 'BATCH-7/1',
      }),
      expect.objectContaining({
        amountCents: 120_000,
        counterpartyName: 'Jan Janssens',
        communication: 'huur maart',
        bankReference: 'BATCH-7/2',
      }),
    ]);
  });

  it('refuses XML that is not well-formed', () => {
    expect(() => readStatement(Buffer.from('<Document><BkToCstmrStmt><Stmt></BkToCstmrStmt>'))).toThrow(
      expect.objectContaining({ code: 'business_rule' }),
    );
  });
});

describe('CSV exports', () => {
  it('KBC: signed amount with decimal comma, its structured communication column', () => {
    const csv = [
      'Rekeningnummer;Rubrieknaam;Naam;Munt;Afschriftnummer;Datum;Omschrijving;Valuta;Bedrag;Saldo;credit;debet;rekeningnummer tegenpartij;BIC tegenpartij;Naam tegenpartij;Adres tegenpartij;gestructureerde mededeling;Vrije mededeling',
      'BE68 5390 0754 7034;Zichtrekening;Immo Peeters BV;EUR;2026012;02/03/2026;EUROPESE OVERSCHRIJVING;01/03/2026;1.250,50;3.250,50;1.250,50;;BE71 0961 2345 6769;GKCCBEBB;Sofie Claes;Kouter 12 9000 Gent;025010000151;',
      'BE68 5390 0754 7034;Zichtrekening;Immo Peeters BV;EUR;2026012;03/03/2026;DOMICILIERING;03/03/2026;-45,00;3.205,50;;45,00;BE43 0682 4237 5101;GKCCBEBB;Fluvius;;;Factuur 123',
    ].join('\r\n');
    const read = readStatement(Buffer.from(csv, 'latin1'));
    expect(read).toMatchObject({ format: 'csv', csvBank: 'kbc' });
    expect(read.lines).toMatchObject([
      {
        accountIban: 'BE68539007547034',
        bookingDate: '2026-03-02',
        valueDate: '2026-03-01',
        amountCents: 125_050,
        counterpartyIban: 'BE71096123456769',
        counterpartyName: 'Sofie Claes',
        structuredCommunication: '025010000151',
      },
      { amountCents: -4_500, communication: 'Factuur 123' },
    ]);
  });

  it('BNP Paribas Fortis (Dutch and French headers): its sequence number as the bank reference', () => {
    const dutch = [
      'Volgnummer;Uitvoeringsdatum;Valutadatum;Bedrag;Valuta rekening;Rekeningnummer;Type verrichting;Tegenpartij;Naam van de tegenpartij;Mededeling;Details;Status;Reden van weigering',
      '2026-0042;05/03/2026;05/03/2026;850,00;EUR;BE68539007547034;Overschrijving;BE71096123456769;Sofie Claes;+++025/0100/00151+++;;Geaccepteerd;',
    ].join('\n');
    expect(readStatement(Buffer.from(dutch)).lines).toMatchObject([
      {
        bookingDate: '2026-03-05',
        amountCents: 85_000,
        counterpartyName: 'Sofie Claes',
        communication: '+++025/0100/00151+++',
        bankReference: '2026-0042',
      },
    ]);
    const french = [
      "Numéro de séquence;Date d'exécution;Date valeur;Montant;Devise du compte;Numéro de compte;Type de transaction;Contrepartie;Nom de la contrepartie;Communication;Détails;Statut;Motif du refus",
      '2026-0043;06/03/2026;06/03/2026;1200,00;EUR;BE68539007547034;Virement;BE72000000001616;Jean Dupont;loyer mars;;Accepté;',
    ].join('\n');
    expect(readStatement(Buffer.from(french, 'latin1'))).toMatchObject({
      csvBank: 'bnp_paribas_fortis',
      lines: [{ amountCents: 120_000, counterpartyName: 'Jean Dupont', bankReference: '2026-0043' }],
    });
  });

  it('Belfius: the query lines above the header are skipped; statement and transaction number make the reference', () => {
    const csv = [
      'Rekening:;BE71 0961 2345 6769',
      'Boekingsdatum vanaf:;01/03/2026',
      ';',
      'Rekening;Boekingsdatum;Afschriftnummer;Transactienummer;Rekening tegenpartij;Naam tegenpartij bevat;Straat en nummer;Postcode en plaats;Transactie;Valutadatum;Bedrag;Devies;BIC;Landcode;Mededelingen',
      'BE71 0961 2345 6769;04/03/2026;00003;0012;BE68 5390 0754 7034;JAN JANSSENS;Kerkstraat 12;2000 Antwerpen;Overschrijving;04/03/2026;1200,00;EUR;KREDBEBB;BE;202 6000 00296',
    ].join('\r\n');
    expect(readStatement(Buffer.from(csv, 'latin1'))).toMatchObject({
      csvBank: 'belfius',
      lines: [
        {
          bookingDate: '2026-03-04',
          amountCents: 120_000,
          counterpartyIban: 'BE68539007547034',
          counterpartyName: 'JAN JANSSENS',
          communication: '202 6000 00296',
          bankReference: '00003/0012',
        },
      ],
    });
  });

  it('ING: its operation number as the reference, the message as the communication', () => {
    const csv = [
      'Rekeningnummer;Naam van de rekening;Rekening tegenpartij;Nummer van de verrichting;Boekingsdatum;Valutadatum;Bedrag;Munteenheid;Omschrijving;Detail van de omzet;Bericht',
      'BE68 5390 0754 7034;Immo Peeters BV;BE71 0961 2345 6769;117;07/03/2026;07/03/2026;850,00;EUR;Sofie Claes;Europese overschrijving;025010000151',
    ].join('\n');
    expect(readStatement(Buffer.from(csv))).toMatchObject({
      csvBank: 'ing',
      lines: [
        {
          bookingDate: '2026-03-07',
          amountCents: 85_000,
          counterpartyName: 'Sofie Claes',
          communication: '025010000151',
          bankReference: '117',
        },
      ],
    });
  });

  it('refuses a CSV of an unknown layout (415) and a row whose amount cannot be read (422)', () => {
    expect(() => readStatement(Buffer.from('Date,Amount,Payee\n2026-03-01,10.00,X'))).toThrow(
      expect.objectContaining({ code: 'unsupported_file_type' }),
    );
    const csv =
      'Rekeningnummer;Naam van de rekening;Rekening tegenpartij;Nummer van de verrichting;Boekingsdatum;Valutadatum;Bedrag;Munteenheid;Omschrijving;Detail van de omzet;Bericht\nBE68;X;;1;07/03/2026;;abc;EUR;;;';
    expect(() => readStatement(Buffer.from(csv))).toThrow(
      expect.objectContaining({ code: 'business_rule', details: expect.objectContaining({ line: 2 }) }),
    );
  });
});

describe('the sample statements (@immodesk/test-fixtures/bank-statements)', () => {
  it('CODA: three credits and a debit, an OGM in the structured field and one typed with spaces', () => {
    const read = readStatement(readSampleStatement('kbc-2026-003.cod'));
    expect(read.format).toBe('coda');
    expect(
      read.lines.map((line) => [line.amountCents, line.structuredCommunication, line.communication]),
    ).toEqual([
      [100_000, '202600000192', null],
      [82_500, null, 'huur maart 202 6000 00293'],
      [4_999, null, 'terugbetaling'],
      [-12_000, null, 'Factuur 2026/0315'],
    ]);
  });

  it('CAMT.053: an OGM typed with *** in the free text, one in the structured reference, one line without', () => {
    const read = readStatement(readSampleStatement('kbc-2026-004.camt053.xml'));
    expect(read.format).toBe('camt053');
    expect(
      read.lines.map((line) => [
        line.amountCents,
        line.structuredCommunication,
        line.communication,
        line.bankReference,
      ]),
    ).toEqual([
      [100_000, null, 'Huur april ***202/6000/00192***', 'KBC2026040100011'],
      [82_500, '202600000293', null, 'KBC2026040200020'],
      [30_000, null, 'voorschot', 'KBC2026040300031'],
    ]);
  });
});
