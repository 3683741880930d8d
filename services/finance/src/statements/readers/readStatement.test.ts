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
    // One detail of the global movement 0001: its record 2.1 (amount, communication, 1 when structured) and 2.3.
    const detail = (
      number: string,
      amount: string,
      structured: string,
      communication: string,
      iban: string,
      name: string,
    ) => [
      record(
        '2',
        '1',
        '0001',
        number,
        reference,
        '0',
        amount,
        '020326',
        '60150000',
        structured,
        text(communication, 53),
        '020326',
        '042',
        '0',
        '1',
        ' ',
        '0',
      ),
      record('2', '3', '0001', number, text(iban, 34), 'EUR', text(name, 35), blank(43), '0', ' ', '0'),
    ];
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
      ...detail('0001', '000000000850000', '1', '101202600000195', 'BE71096123456769', 'SOFIE CLAES'),
      ...detail(
        '0002',
        '000000001200000',
        '0',
        'HUUR MAART 202/6000/00296',
        'BE68539007547034',
        'JAN JANSSENS',
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
