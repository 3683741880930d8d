import { describe, expect, it } from 'vitest';
import { belgianBankName } from './belgianBankName';

describe('belgianBankName', () => {
  it('names the bank from the bank code of a Belgian IBAN, in any notation', () => {
    expect(belgianBankName('BE71 0961 2345 6769')).toBe('Belfius');
    expect(belgianBankName('be11068245454545')).toBe('Belfius');
    expect(belgianBankName('BE43 0017 0000 0001')).toBe('BNP Paribas Fortis');
    expect(belgianBankName('BE57 7340 0123 4535')).toBe('KBC');
    expect(belgianBankName('BE10 3630 0000 0004')).toBe('ING');
    expect(belgianBankName('BE91 7320 0000 0076')).toBe('CBC');
  });

  it('prefills nothing for an unlisted code, another country or an incomplete number', () => {
    expect(belgianBankName('BE68 5390 0754 7034')).toBeNull();
    expect(belgianBankName('NL91 ABNA 0417 1643 00')).toBeNull();
    expect(belgianBankName('BE71 096')).toBeNull();
  });
});
