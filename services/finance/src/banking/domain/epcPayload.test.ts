import { describe, expect, it } from 'vitest';
import { epcPayload } from './epcPayload';

describe('EPC QR payload (EPC069-12)', () => {
  it('example 1 of epc-qr.md: version 002, Belgian structured communication as twelve digits on line 10', () => {
    const payload = epcPayload({
      bic: 'GKCCBEBB',
      beneficiaryName: 'Immo Peeters BV',
      iban: 'BE71 0961 2345 6769',
      amountCents: 85_000,
      structuredReference: '+++025/0100/00151+++',
    });
    expect(payload).toBe(
      'BCD\n002\n1\nSCT\nGKCCBEBB\nImmo Peeters BV\nBE71096123456769\nEUR850.00\n\n025010000151',
    );
    expect(Buffer.byteLength(payload)).toBe(79);
  });

  it('example 2 of epc-qr.md: version 001 with free text', () => {
    expect(
      epcPayload({
        version: '001',
        bic: 'KREDBEBB',
        beneficiaryName: 'Jan Janssens',
        iban: 'BE89735000000085',
        amountCents: 112_550,
        remittanceText: 'Huur januari 2025 Kerkstraat 12 bus 3',
      }),
    ).toBe(
      'BCD\n001\n1\nSCT\nKREDBEBB\nJan Janssens\nBE89735000000085\nEUR1125.50\n\n\nHuur januari 2025 Kerkstraat 12 bus 3',
    );
  });

  it('the Belgian Red Cross sample, with purpose and beneficiary-to-originator text', () => {
    const payload = epcPayload({
      version: '001',
      bic: 'BPOTBEB1',
      beneficiaryName: 'Red Cross of Belgium',
      iban: 'BE72000000001616',
      amountCents: 100,
      purpose: 'CHAR',
      remittanceText: 'Urgency fund',
      beneficiaryToOriginator: 'Sample EPC QR code',
    });
    // The published sample writes EUR1; two decimals are what this app always prints (both are valid).
    expect(payload).toBe(
      'BCD\n001\n1\nSCT\nBPOTBEB1\nRed Cross of Belgium\nBE72000000001616\nEUR1.00\nCHAR\n\nUrgency fund\nSample EPC QR code',
    );
  });

  it('sepa-qr-data-php reference: version 002 without BIC keeps the empty BIC line', () => {
    expect(
      epcPayload({ beneficiaryName: 'Test', iban: 'ABC', amountCents: 107_525, remittanceText: 'DEF' }),
    ).toBe('BCD\n002\n1\nSCT\n\nTest\nABC\nEUR1075.25\n\n\nDEF');
  });

  it('accepts the structured reference in any notation and refuses what the guidelines forbid', () => {
    expect(
      epcPayload({
        beneficiaryName: 'X',
        iban: 'BE71096123456769',
        amountCents: 1250,
        structuredReference: '***025/0100/00151***',
      }).split('\n'),
    ).toEqual(['BCD', '002', '1', 'SCT', '', 'X', 'BE71096123456769', 'EUR12.50', '', '025010000151']);
    expect(() => epcPayload({ version: '001', beneficiaryName: 'X', iban: 'BE71096123456769' })).toThrow(
      RangeError,
    );
    expect(() => epcPayload({ beneficiaryName: 'X'.repeat(71), iban: 'BE71096123456769' })).toThrow(
      RangeError,
    );
    expect(() =>
      epcPayload({
        beneficiaryName: 'X',
        iban: 'BE71096123456769',
        structuredReference: '025010000151',
        remittanceText: 'huur',
      }),
    ).toThrow(RangeError);
    expect(() =>
      epcPayload({ beneficiaryName: 'X', iban: 'BE71096123456769', structuredReference: '025010000152' }),
    ).toThrow(RangeError);
    expect(() => epcPayload({ beneficiaryName: 'X', iban: 'BE71096123456769', amountCents: 0 })).toThrow(
      RangeError,
    );
    expect(() =>
      epcPayload({
        beneficiaryName: 'X',
        iban: 'BE71096123456769',
        remittanceText: 'é'.repeat(140),
        beneficiaryToOriginator: 'é'.repeat(70),
      }),
    ).toThrow(/331 bytes/);
  });
});
