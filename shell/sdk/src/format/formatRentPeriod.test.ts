import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { setUpTranslations } from '../testing/setUpTranslations';
import { formatRentPeriod, parseRentPeriod } from './formatRentPeriod';

beforeAll(() => setUpTranslations('period-test', {}, 'nl'));

describe('formatRentPeriod', () => {
  it('writes a month the way each language does', () => {
    expect(formatRentPeriod('2026-11', 'nl')).toBe('november 2026');
    expect(formatRentPeriod('2026-11', 'fr')).toBe('novembre 2026');
    expect(formatRentPeriod('2026-11', 'en')).toBe('November 2026');
    expect(formatRentPeriod('2027-01', 'nl')).toBe('januari 2027');
  });

  it('names the other payment frequencies in the interface language', async () => {
    expect(formatRentPeriod('2026-Q1')).toBe('K1 2026');
    expect(formatRentPeriod('2026-B1')).toBe('januari–februari 2026');
    expect(formatRentPeriod('2026-B6')).toBe('november–december 2026');
    expect(formatRentPeriod('2026-H2')).toBe('2e semester 2026');
    expect(formatRentPeriod('2026-W07')).toBe('week 7 van 2026');
    expect(formatRentPeriod('2026')).toBe('2026');
    await changeLanguage('fr');
    expect(formatRentPeriod('2026-Q1')).toBe('T1 2026');
    expect(formatRentPeriod('2026-B2')).toBe('mars–avril 2026');
    expect(formatRentPeriod('2026-11')).toBe('novembre 2026');
  });

  it('leaves a key it does not know as it is', () => {
    expect(formatRentPeriod('2026-13', 'nl')).toBe('2026-13');
    expect(parseRentPeriod('march')).toBeNull();
  });
});
