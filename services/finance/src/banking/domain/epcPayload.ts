import { normalizeStructuredReference } from '@immodesk/platform/domain/structuredReference';

/**
 * The payload of a SEPA credit-transfer QR code (EPC069-12, "EPC QR" / GiroCode), what Belgian banking apps scan
 * (../shared/domain/epc-qr.md): up to twelve lines separated by LF, `BCD`, version, character set 1 (UTF-8),
 * `SCT`, BIC (optional from version 002), beneficiary name (≤ 70), IBAN, `EUR` amount with two decimals, purpose,
 * structured remittance (≤ 35) or unstructured remittance (≤ 140), never both, and nothing after the last
 * populated line. At most 331 bytes.
 */
export const EPC_MAX_BYTES = 331;

export type EpcTransfer = {
  /** 001 requires the BIC; 002 (the default) makes it optional inside the EEA. */
  version?: '001' | '002';
  bic?: string | null;
  beneficiaryName: string;
  iban: string;
  /** 1 … 99,999,999,999 cents. */
  amountCents?: number | null;
  purpose?: string | null;
  /** A Belgian structured communication in any notation: written as its twelve digits (Febelfin's digital form). */
  structuredReference?: string | null;
  /** Free text; only when there is no structured reference. */
  remittanceText?: string | null;
  beneficiaryToOriginator?: string | null;
};

function amountLine(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 1 || cents > 99_999_999_999)
    throw new RangeError('An EPC QR amount is 0.01 to 999999999.99 EUR');
  return `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function checkLength(value: string, max: number, what: string): string {
  if ([...value].length > max) throw new RangeError(`${what} is longer than ${max} characters`);
  return value;
}

export function epcPayload(transfer: EpcTransfer): string {
  const version = transfer.version ?? '002';
  const bic = (transfer.bic ?? '').replace(/\s/g, '').toUpperCase();
  if (version === '001' && !bic) throw new RangeError('EPC QR version 001 needs the BIC');
  if (bic && bic.length !== 8 && bic.length !== 11) throw new RangeError('A BIC has 8 or 11 characters');
  const name = transfer.beneficiaryName.trim();
  if (!name) throw new RangeError('The beneficiary name is required');
  const iban = transfer.iban.replace(/\s/g, '').toUpperCase();
  if (!iban || iban.length > 34) throw new RangeError('An IBAN has at most 34 characters');
  let structured = '';
  if (transfer.structuredReference) {
    const printed = normalizeStructuredReference(transfer.structuredReference);
    if (!printed) throw new RangeError('Not a valid structured reference');
    structured = printed.replace(/\D/g, '');
  }
  const text = transfer.remittanceText?.trim() ?? '';
  if (structured && text)
    throw new RangeError('Structured and unstructured remittance information are mutually exclusive');
  const lines = [
    'BCD',
    version,
    '1',
    'SCT',
    bic,
    checkLength(name, 70, 'The beneficiary name'),
    iban,
    transfer.amountCents === undefined || transfer.amountCents === null
      ? ''
      : amountLine(transfer.amountCents),
    checkLength(transfer.purpose?.trim() ?? '', 4, 'The purpose code'),
    structured,
    checkLength(text, 140, 'The remittance text'),
    checkLength(
      transfer.beneficiaryToOriginator?.trim() ?? '',
      70,
      'The beneficiary-to-originator information',
    ),
  ];
  while (lines.at(-1) === '') lines.pop();
  const payload = lines.join('\n');
  if (Buffer.byteLength(payload, 'utf8') > EPC_MAX_BYTES)
    throw new RangeError(`An EPC QR payload has at most ${EPC_MAX_BYTES} bytes`);
  return payload;
}
