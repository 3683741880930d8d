import { describe, expect, it } from 'vitest';
import { formatFileSize } from './formatFileSize';

describe('formatFileSize', () => {
  it('keeps small files in bytes', () => {
    expect(formatFileSize(0)).toBe('0 byte');
    expect(formatFileSize(999)).toBe('999 byte');
  });

  it('switches to kB, MB and GB with one decimal, Belgian style', () => {
    expect(formatFileSize(12_345)).toBe('12,3 kB');
    expect(formatFileSize(4_500_000)).toBe('4,5 MB');
    expect(formatFileSize(2_000_000_000)).toBe('2 GB');
  });

  it('follows the locale it is given', () => {
    expect(formatFileSize(12_345, 'en-GB')).toBe('12.3 kB');
  });
});
