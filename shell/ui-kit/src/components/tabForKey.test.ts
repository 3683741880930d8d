import { describe, expect, it } from 'vitest';
import { tabForKey } from './tabForKey';

const TABS = ['overview', 'contracts', 'files'] as const;

describe('tabForKey', () => {
  it('moves with the arrow keys, wrapping around, and jumps with Home and End', () => {
    expect(tabForKey(TABS, 'overview', 'ArrowRight')).toBe('contracts');
    expect(tabForKey(TABS, 'files', 'ArrowRight')).toBe('overview');
    expect(tabForKey(TABS, 'overview', 'ArrowLeft')).toBe('files');
    expect(tabForKey(TABS, 'files', 'Home')).toBe('overview');
    expect(tabForKey(TABS, 'overview', 'End')).toBe('files');
  });

  it('ignores every other key', () => {
    expect(tabForKey(TABS, 'overview', 'Enter')).toBeNull();
  });
});
