import { describe, expect, it } from 'vitest';
import { parsePublicPath, publicPathFor } from '@immodesk/contracts/shell/publicSitePaths';
import { canonicalSitePath } from './canonicalSitePath';

describe('public paths', () => {
  it('recognises the public pages with and without a language prefix', () => {
    expect(parsePublicPath('/')).toEqual({ language: null, page: '' });
    expect(parsePublicPath('/nl')).toEqual({ language: 'nl', page: '' });
    expect(parsePublicPath('/fr/pricing')).toEqual({ language: 'fr', page: 'pricing' });
    expect(parsePublicPath('/en/helpcentrum/')).toEqual({ language: 'en', page: 'helpcentrum' });
    expect(parsePublicPath('/faq')).toEqual({ language: null, page: 'faq' });
    expect(parsePublicPath('/nl/unknown')).toEqual({ language: 'nl', page: null });
  });

  it('leaves app and auth paths to the app', () => {
    expect(parsePublicPath('/dashboard')).toBeNull();
    expect(parsePublicPath('/login')).toBeNull();
    expect(parsePublicPath('/pricing/extra')).toBeNull();
    expect(parsePublicPath('/nlx')).toBeNull();
  });

  it('builds prefixed and unprefixed paths', () => {
    expect(publicPathFor('', 'fr')).toBe('/fr');
    expect(publicPathFor('pricing', 'en')).toBe('/en/pricing');
    expect(publicPathFor('', null)).toBe('/');
    expect(publicPathFor('contact', null)).toBe('/contact');
  });
});

describe('canonicalSitePath (SPEC §2 routing rules)', () => {
  it('gives visitors the prefix of the current language', () => {
    expect(canonicalSitePath('/', false, 'nl')).toEqual({ kind: 'replace', to: '/nl' });
    expect(canonicalSitePath('/pricing', false, 'fr')).toEqual({ kind: 'replace', to: '/fr/pricing' });
    expect(canonicalSitePath('/en/pricing', false, 'nl')).toEqual({ kind: 'none' });
  });

  it('sends signed-in users from the landing page to the dashboard and never gives them a prefix', () => {
    expect(canonicalSitePath('/', true, 'nl')).toEqual({ kind: 'app', to: '/dashboard' });
    expect(canonicalSitePath('/fr', true, 'fr')).toEqual({ kind: 'app', to: '/dashboard' });
    expect(canonicalSitePath('/nl/pricing', true, 'nl')).toEqual({ kind: 'replace', to: '/pricing' });
    expect(canonicalSitePath('/pricing', true, 'nl')).toEqual({ kind: 'none' });
  });

  it('leaves an unknown page under a prefix alone (it shows the not-found page)', () => {
    expect(canonicalSitePath('/nl/nothing-here', false, 'nl')).toEqual({ kind: 'none' });
  });
});
