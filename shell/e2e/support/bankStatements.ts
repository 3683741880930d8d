/**
 * Writes bank statements the way Belgian banks deliver them, for tests, the bench and the demo: CODA (Febelfin
 * "Coded statement of account", version 2, 128-character records) and CAMT.053 (ISO 20022
 * BankToCustomerStatement, camt.053.001.02). Each line is one movement on the landlord's account; a positive amount
 * is a credit (money in), a negative one a debit.
 *
 * `structuredReference` goes into the bank's structured field (CODA record 2.1 communication type 1, code 101;
 * CAMT `RmtInf/Strd/CdtrRefInf/Ref` with issuer BBA), any notation accepted, its twelve digits written. A reference
 * a tenant typed by hand belongs in `communication` (free text), in whatever notation they used.
 */
export type StatementFileLine = {
  amountCents: number;
  /** `YYYY-MM-DD`. */
  bookingDate: string;
  /** `YYYY-MM-DD`; the booking date when left out. */
  valueDate?: string;
  counterpartyName?: string;
  counterpartyIban?: string;
  counterpartyBic?: string;
  structuredReference?: string;
  communication?: string;
  /** The bank's own reference of the movement (CODA positions 11-31, CAMT `AcctSvcrRef`); derived when left out. */
  bankReference?: string;
};

export type StatementFile = {
  /** The landlord's account, as an IBAN. */
  accountIban: string;
  accountHolder?: string;
  /** The account-holding bank's BIC. */
  bic?: string;
  /** The statement's sequence number (1-999). */
  statementNumber?: number;
  /** `YYYY-MM-DD`; the last booking date when left out. */
  createdOn?: string;
  /** Opening balance in cents. */
  openingBalanceCents?: number;
  lines: StatementFileLine[];
};

const CODA_RECORD_LENGTH = 128;

function digitsOf(reference: string): string {
  const digits = reference.replace(/\D/g, '');
  if (digits.length !== 12) throw new Error(`A structured reference has twelve digits: ${reference}`);
  return digits;
}

function lastBookingDate(file: StatementFile): string {
  return file.createdOn ?? file.lines.map((line) => line.bookingDate).sort().at(-1) ?? '2026-01-01';
}

function referenceOf(file: StatementFile, line: StatementFileLine, index: number): string {
  return line.bankReference ?? `${line.bookingDate.replace(/-/g, '')}${String(file.statementNumber ?? 1).padStart(3, '0')}${String(index + 1).padStart(6, '0')}`;
}

// ---------------------------------------------------------------------------------------------------------- CODA

/** Left-justified alphanumeric field of exactly `length` characters. */
function text(value: string, length: number): string {
  return value.slice(0, length).padEnd(length, ' ');
}

/** Right-justified numeric field of exactly `length` digits. */
function number(value: number | string, length: number): string {
  const digits = String(value);
  if (!/^\d+$/.test(digits) || digits.length > length) throw new Error(`${digits} does not fit ${length} digits`);
  return digits.padStart(length, '0');
}

/** `YYYY-MM-DD` → `DDMMYY`. */
function codaDate(date: string): string {
  return `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(2, 4)}`;
}

/** Sign (0 credit, 1 debit) and fifteen digits with three decimals. */
function codaAmount(cents: number): string {
  return `${cents < 0 ? '1' : '0'}${number(Math.abs(cents) * 10, 15)}`;
}

function record(fields: string[]): string {
  const line = fields.join('');
  if (line.length !== CODA_RECORD_LENGTH) throw new Error(`A CODA record has ${CODA_RECORD_LENGTH} characters, not ${line.length}: ${line}`);
  return line;
}

/** Record 2.1 (movement), 2.2 (communication continued, counterparty BIC) and 2.3 (counterparty account and name). */
function codaMovement(file: StatementFile, line: StatementFileLine, index: number): string[] {
  const sequence = number(index + 1, 4);
  const detail = '0000';
  const structured = line.structuredReference !== undefined;
  const freeText = line.communication ?? '';
  const communication = structured ? `101${digitsOf(line.structuredReference ?? '')}` : freeText;
  const continued = structured ? '' : freeText.slice(53);
  // Transaction code: type 0 (simple amount), family 01 (domestic or SEPA credit transfer), operation 50 (credit
  // transfer received) or 01 (transfer ordered), category 000.
  const transactionCode = line.amountCents < 0 ? '00101000' : '00150000';
  return [
    record([
      '21', sequence, detail, text(referenceOf(file, line, index), 21), codaAmount(line.amountCents), codaDate(line.valueDate ?? line.bookingDate),
      transactionCode, structured ? '1' : '0', text(communication, 53), codaDate(line.bookingDate), number(file.statementNumber ?? 1, 3),
      '0', '1', ' ', '0',
    ]),
    record(['22', sequence, detail, text(continued.slice(0, 53), 53), text('', 35), text(line.counterpartyBic ?? '', 11), text('', 3), ' ', text('', 4), text('', 4), text('', 4), '1', ' ', '0']),
    record(['23', sequence, detail, text(line.counterpartyIban ?? '', 34), text(line.counterpartyIban ? 'EUR' : '', 3), text(line.counterpartyName ?? '', 35), text(continued.slice(53), 43), '0', ' ', '0']),
  ];
}

/** A CODA file (version 2) with one statement: header, old balance, the movements, new balance, trailer. */
export function writeCodaStatement(file: StatementFile): string {
  const createdOn = lastBookingDate(file);
  const statementNumber = number(file.statementNumber ?? 1, 3);
  const opening = file.openingBalanceCents ?? 0;
  const closing = file.lines.reduce((balance, line) => balance + line.amountCents, opening);
  const account = `${text(file.accountIban.replace(/\s/g, ''), 34)}EUR`;
  const movements = file.lines.flatMap((line, index) => codaMovement(file, line, index));
  const debits = file.lines.filter((line) => line.amountCents < 0).reduce((sum, line) => sum - line.amountCents, 0);
  const credits = file.lines.filter((line) => line.amountCents > 0).reduce((sum, line) => sum + line.amountCents, 0);
  const records = [
    record([
      '0', '0000', codaDate(createdOn), '000', '05', ' ', text('', 7), text('', 10), text(file.accountHolder ?? '', 26), text(file.bic ?? '', 11),
      number(0, 11), ' ', '00000', text('', 16), text('', 16), text('', 7), '2',
    ]),
    // Account structure 2: a Belgian account number in IBAN form.
    record(['1', '2', statementNumber, account, codaAmount(opening), codaDate(file.lines[0]?.bookingDate ?? createdOn), text(file.accountHolder ?? '', 26), text('Current account', 35), statementNumber]),
    ...movements,
    record(['8', statementNumber, account, codaAmount(closing), codaDate(createdOn), text('', 64), '0']),
  ];
  // Records counted in the trailer: every record but the header and the trailer itself.
  records.push(record(['9', text('', 15), number(records.length - 1, 6), number(debits * 10, 15), number(credits * 10, 15), text('', 75), '2']));
  return `${records.join('\r\n')}\r\n`;
}

// ------------------------------------------------------------------------------------------------------ CAMT.053

function xml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function camtAmount(cents: number): string {
  return (Math.abs(cents) / 100).toFixed(2);
}

function camtEntry(file: StatementFile, line: StatementFileLine, index: number): string {
  const credit = line.amountCents >= 0;
  const reference = referenceOf(file, line, index);
  const party = line.counterpartyName || line.counterpartyIban
    ? `<RltdPties>${credit ? '<Dbtr>' : '<Cdtr>'}${line.counterpartyName ? `<Nm>${xml(line.counterpartyName)}</Nm>` : ''}${credit ? '</Dbtr>' : '</Cdtr>'}${
        line.counterpartyIban ? `${credit ? '<DbtrAcct>' : '<CdtrAcct>'}<Id><IBAN>${xml(line.counterpartyIban.replace(/\s/g, ''))}</IBAN></Id>${credit ? '</DbtrAcct>' : '</CdtrAcct>'}` : ''
      }</RltdPties>`
    : '';
  const agent = line.counterpartyBic ? `<RltdAgts>${credit ? '<DbtrAgt>' : '<CdtrAgt>'}<FinInstnId><BIC>${xml(line.counterpartyBic)}</BIC></FinInstnId>${credit ? '</DbtrAgt>' : '</CdtrAgt>'}</RltdAgts>` : '';
  const remittance = line.structuredReference !== undefined
    ? `<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>${digitsOf(line.structuredReference)}</Ref></CdtrRefInf></Strd></RmtInf>`
    : line.communication
      ? `<RmtInf><Ustrd>${xml(line.communication)}</Ustrd></RmtInf>`
      : '';
  return [
    '<Ntry>',
    `<Amt Ccy="EUR">${camtAmount(line.amountCents)}</Amt>`,
    `<CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>`,
    '<Sts>BOOK</Sts>',
    `<BookgDt><Dt>${line.bookingDate}</Dt></BookgDt>`,
    `<ValDt><Dt>${line.valueDate ?? line.bookingDate}</Dt></ValDt>`,
    `<AcctSvcrRef>${xml(reference)}</AcctSvcrRef>`,
    `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${credit ? 'RCDT' : 'ICDT'}</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>`,
    '<NtryDtls><TxDtls>',
    `<Refs><AcctSvcrRef>${xml(reference)}</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs>`,
    `<AmtDtls><TxAmt><Amt Ccy="EUR">${camtAmount(line.amountCents)}</Amt></TxAmt></AmtDtls>`,
    party,
    agent,
    remittance,
    '</TxDtls></NtryDtls>',
    '</Ntry>',
  ].join('');
}

function camtBalance(code: 'OPBD' | 'CLBD', cents: number, date: string): string {
  return `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${camtAmount(cents)}</Amt><CdtDbtInd>${cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;
}

/** A camt.053.001.02 document with one statement of the account. */
export function writeCamt053Statement(file: StatementFile): string {
  const createdOn = lastBookingDate(file);
  const opening = file.openingBalanceCents ?? 0;
  const closing = file.lines.reduce((balance, line) => balance + line.amountCents, opening);
  const statementId = `${createdOn.replace(/-/g, '')}-${String(file.statementNumber ?? 1).padStart(3, '0')}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '<BkToCstmrStmt>',
    `<GrpHdr><MsgId>${statementId}</MsgId><CreDtTm>${createdOn}T18:00:00</CreDtTm></GrpHdr>`,
    '<Stmt>',
    `<Id>${statementId}</Id>`,
    `<ElctrncSeqNb>${file.statementNumber ?? 1}</ElctrncSeqNb>`,
    `<CreDtTm>${createdOn}T18:00:00</CreDtTm>`,
    `<Acct><Id><IBAN>${xml(file.accountIban.replace(/\s/g, ''))}</IBAN></Id><Ccy>EUR</Ccy>${file.accountHolder ? `<Ownr><Nm>${xml(file.accountHolder)}</Nm></Ownr>` : ''}${
      file.bic ? `<Svcr><FinInstnId><BIC>${xml(file.bic)}</BIC></FinInstnId></Svcr>` : ''
    }</Acct>`,
    camtBalance('OPBD', opening, file.lines[0]?.bookingDate ?? createdOn),
    camtBalance('CLBD', closing, createdOn),
    ...file.lines.map((line, index) => camtEntry(file, line, index)),
    '</Stmt>',
    '</BkToCstmrStmt>',
    '</Document>',
    '',
  ].join('\n');
}
