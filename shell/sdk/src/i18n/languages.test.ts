import { describe, expect, it } from 'vitest';
import { detectLanguage, languageFromPath, normalizeLanguage } from './languages';

describe('normalizeLanguage', () => {
  it('maps any value starting with nl, en or fr to that code', () => {
    expect(normalizeLanguage('nl-BE')).toBe('nl');
    expect(normalizeLanguage('fr_FR')).toBe('fr');
    expect(normalizeLanguage('EN-gb')).toBe('en');
    expect(normalizeLanguage('fr')).toBe('fr');
  });

  it('understands the saved language names of SPEC §3', () => {
    expect(normalizeLanguage('nederlands')).toBe('nl');
    expect(normalizeLanguage('Dutch')).toBe('nl');
    expect(normalizeLanguage('frans')).toBe('fr');
    expect(normalizeLanguage('english')).toBe('en');
    expect(normalizeLanguage('engels')).toBe('en');
  });

  it('rejects languages the product does not speak', () => {
    expect(normalizeLanguage('de-DE')).toBeNull();
    expect(normalizeLanguage('')).toBeNull();
    expect(normalizeLanguage(null)).toBeNull();
  });
});

describe('languageFromPath', () => {
  it('reads the language prefix of public pages only', () => {
    expect(languageFromPath('/fr')).toBe('fr');
    expect(languageFromPath('/en/pricing')).toBe('en');
    expect(languageFromPath('/dashboard')).toBeNull();
    expect(languageFromPath('/nlx')).toBeNull();
    expect(languageFromPath('/')).toBeNull();
  });
});

describe('detectLanguage', () => {
  it('prefers the path prefix over storage and browser', () => {
    expect(detectLanguage({ pathname: '/en', stored: 'fr', browserLanguages: ['nl-BE'] })).toBe('en');
  });

  it('uses the cached language before the browser list', () => {
    expect(detectLanguage({ pathname: '/login', stored: 'fr', browserLanguages: ['en-US'] })).toBe('fr');
  });

  it('takes the first browser language it speaks', () => {
    expect(detectLanguage({ pathname: '/', stored: null, browserLanguages: ['de-DE', 'fr-BE', 'en'] })).toBe(
      'fr',
    );
  });

  it('falls back to Dutch', () => {
    expect(detectLanguage({ pathname: '/', stored: 'xx', browserLanguages: ['de-DE'] })).toBe('nl');
  });
});
