import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate, plural } from './translate';

describe('interpolate', () => {
  it('fills {{name}} placeholders, with or without spaces, and leaves a missing value empty', () => {
    expect(interpolate('Beste {{name}}, {{ amount }} voor {{missing}}.', { name: 'Jan', amount: 12 })).toBe(
      'Beste Jan, 12 voor .',
    );
  });

  it('escapes only the values when asked, and never reads a value as a pattern', () => {
    expect(
      interpolate('<p>{{name}}</p>', { name: '<b>$&</b>' }, (value) => value.replace(/</g, '&lt;')),
    ).toBe('<p>&lt;b>$&&lt;/b></p>');
  });
});

describe('createTranslator', () => {
  const translate = createTranslator({
    nl: { mail: { subject: 'Huur {{period}}', onlyDutch: 'Alleen Nederlands' } },
    fr: { mail: { subject: 'Loyer {{period}}' } },
    en: {},
  });

  it('reads a dotted key in the asked language', () => {
    expect(translate('fr', 'mail.subject', { period: 'mars' })).toBe('Loyer mars');
  });

  it('falls back to Dutch, then to the key itself', () => {
    expect(translate('en', 'mail.subject', { period: 'March' })).toBe('Huur March');
    expect(translate('fr', 'mail.onlyDutch')).toBe('Alleen Nederlands');
    expect(translate('fr', 'mail.unknown')).toBe('mail.unknown');
  });
});

describe('plural', () => {
  const texts = { rooms_one: '1 kamer', rooms_other: '{{count}} kamers in {{city}}' };

  it('takes _one for exactly one and _other for every other count, zero included', () => {
    expect(plural(texts, 'rooms', 1)).toBe('1 kamer');
    expect(plural(texts, 'rooms', 0, { city: 'Gent' })).toBe('0 kamers in Gent');
    expect(plural(texts, 'rooms', 3, { city: 'Gent' })).toBe('3 kamers in Gent');
  });
});
