import { describe, expect, it } from 'vitest';
import { parseContactTab, tabForKey } from './contactTabs';

describe('contact tabs', () => {
  it('opens on tenants unless the URL asks for contractors', () => {
    expect(parseContactTab(null)).toBe('tenants');
    expect(parseContactTab('contractors')).toBe('contractors');
    expect(parseContactTab('suppliers')).toBe('tenants');
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', () => {
    expect(tabForKey('tenants', 'ArrowRight')).toBe('contractors');
    expect(tabForKey('contractors', 'ArrowRight')).toBe('tenants');
    expect(tabForKey('tenants', 'ArrowLeft')).toBe('contractors');
    expect(tabForKey('contractors', 'Home')).toBe('tenants');
    expect(tabForKey('tenants', 'End')).toBe('contractors');
    expect(tabForKey('tenants', 'Enter')).toBeNull();
  });
});
