import { describe, expect, it } from 'vitest';
import { formatFileSize } from './formatFileSize';

// Intl may put a no-break space between number and unit; compare with plain spaces.
const plain = (value: string) => value.replace(/\s/g, ' ');

describe('formatFileSize', () => {
  it('writes sizes in Belgian Dutch units', () => {
    expect(plain(formatFileSize(0, 'nl'))).toBe('0 B');
    expect(plain(formatFileSize(735, 'nl'))).toBe('735 B');
    expect(plain(formatFileSize(1_234, 'nl'))).toBe('1,2 kB');
    expect(plain(formatFileSize(12_345, 'nl'))).toBe('12 kB');
    expect(plain(formatFileSize(1_234_567, 'nl'))).toBe('1,2 MB');
    expect(plain(formatFileSize(2_000_000_000, 'nl'))).toBe('2 GB');
  });

  it('follows the interface language', () => {
    expect(plain(formatFileSize(735, 'fr'))).toBe('735 o');
    expect(plain(formatFileSize(1_234_567, 'fr'))).toBe('1,2 Mo');
    expect(plain(formatFileSize(735, 'en'))).toBe('735 B');
    expect(plain(formatFileSize(1_234_567, 'en'))).toBe('1,2 MB');
  });

  it('moves to the next unit at 1000, not 1024', () => {
    expect(plain(formatFileSize(999, 'nl'))).toBe('999 B');
    expect(plain(formatFileSize(1_000, 'nl'))).toBe('1 kB');
    expect(plain(formatFileSize(999_999, 'nl'))).toBe('1 MB');
  });

  it('counts a storage quota in steps of 1024, as plans name it', () => {
    expect(formatFileSize(200 * 1024 * 1024, 'en', { step: 1024 })).toBe('200 MB');
    expect(formatFileSize(2 * 1024 ** 3, 'nl', { step: 1024 })).toBe('2 GB');
  });
});
