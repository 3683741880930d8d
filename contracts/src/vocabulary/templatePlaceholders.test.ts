import { describe, expect, it } from 'vitest';
import { unknownPlaceholders } from './templatePlaceholders';

describe('unknownPlaceholders', () => {
  const known = ['landlordName', 'rent'];

  it('accepts the known names, with or without spaces inside the braces', () => {
    expect(unknownPlaceholders('{{landlordName}} verhuurt voor {{ rent }} per maand.', known)).toEqual([]);
  });

  it('lists each unknown name once, in order', () => {
    expect(unknownPlaceholders('{{tenant}} {{rent}} {{iban}} {{tenant}}', known)).toEqual(['tenant', 'iban']);
  });

  it('names an empty placeholder too', () => {
    expect(unknownPlaceholders('Huur: {{}}', known)).toEqual(['']);
  });
});
