import { describe, expect, it } from 'vitest';
import { isAuthPath, loginRedirectTarget, rootRedirectTarget, timeOfDay } from './routingRules';

describe('rootRedirectTarget', () => {
  it('sends a signed-in visitor to the dashboard and anyone else to the language home', () => {
    expect(rootRedirectTarget(true, 'fr')).toBe('/dashboard');
    expect(rootRedirectTarget(false, 'fr')).toBe('/fr');
    expect(rootRedirectTarget(false, 'nl')).toBe('/nl');
  });
});

describe('isAuthPath', () => {
  it('treats sub-paths of auth routes as auth pages', () => {
    expect(isAuthPath('/login')).toBe(true);
    expect(isAuthPath('/login/anything')).toBe(true);
    expect(isAuthPath('/reset-password')).toBe(true);
    expect(isAuthPath('/loginx')).toBe(false);
    expect(isAuthPath('/dashboard')).toBe(false);
  });
});

describe('loginRedirectTarget', () => {
  it('returns to the page the visitor asked for, with its query and hash', () => {
    expect(loginRedirectTarget({ from: { pathname: '/properties', search: '?page=2', hash: '#top' } })).toBe(
      '/properties?page=2#top',
    );
  });

  it('goes to the dashboard without a usable target', () => {
    expect(loginRedirectTarget(null)).toBe('/dashboard');
    expect(loginRedirectTarget({})).toBe('/dashboard');
    expect(loginRedirectTarget({ from: { pathname: '/login', search: '', hash: '' } })).toBe('/dashboard');
    expect(loginRedirectTarget({ from: { pathname: '/', search: '', hash: '' } })).toBe('/dashboard');
  });

  it('never leaves the app', () => {
    expect(loginRedirectTarget({ from: { pathname: '//evil.example/x', search: '', hash: '' } })).toBe(
      '/dashboard',
    );
    expect(loginRedirectTarget({ from: { pathname: 'https://evil.example', search: '', hash: '' } })).toBe(
      '/dashboard',
    );
  });
});

describe('timeOfDay', () => {
  it('splits the day into morning, afternoon and evening', () => {
    expect(timeOfDay(new Date(2026, 0, 1, 8))).toBe('morning');
    expect(timeOfDay(new Date(2026, 0, 1, 12))).toBe('afternoon');
    expect(timeOfDay(new Date(2026, 0, 1, 19))).toBe('evening');
    expect(timeOfDay(new Date(2026, 0, 1, 2))).toBe('evening');
  });
});
