import { describe, expect, it } from 'vitest';
import { parseContactTab } from './contactTabs';

describe('contact tabs', () => {
  it('opens on tenants unless the URL asks for contractors', () => {
    expect(parseContactTab(null)).toBe('tenants');
    expect(parseContactTab('contractors')).toBe('contractors');
    expect(parseContactTab('suppliers')).toBe('tenants');
  });
});
