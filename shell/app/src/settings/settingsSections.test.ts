import { describe, expect, it } from 'vitest';
import { SECTION_IDS, sectionFromLocation } from './settingsSections';

describe('sectionFromLocation', () => {
  it('opens the section named by the hash', () => {
    expect(sectionFromLocation('#account', '')).toBe('account');
    expect(sectionFromLocation('#plan', '')).toBe('plan');
    expect(sectionFromLocation('#communications', '')).toBe('communications');
    expect(sectionFromLocation('#contract-templates', '')).toBe('contract-templates');
  });

  it('opens the plan from the upgrade link /settings?section=plan#plan, and from either half of it', () => {
    expect(sectionFromLocation('#plan', '?section=plan')).toBe('plan');
    expect(sectionFromLocation('', '?section=plan')).toBe('plan');
    expect(sectionFromLocation('#nonsense', '?section=plan')).toBe('plan');
  });

  it('falls back to the profile for no hash or an unknown one', () => {
    expect(sectionFromLocation('', '')).toBe('profile');
    expect(sectionFromLocation('#nonsense', '')).toBe('profile');
  });

  it('lists only the sections that work, in SPEC order; an unbuilt section is an unknown one', () => {
    expect(SECTION_IDS).toEqual(['profile', 'account', 'communications', 'contract-templates', 'signature', 'plan']);
    expect(sectionFromLocation('#banking', '')).toBe('profile');
  });
});
