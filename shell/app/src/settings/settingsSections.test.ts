import { describe, expect, it } from 'vitest';
import { SECTION_IDS, sectionFromLocation } from './settingsSections';

describe('sectionFromLocation', () => {
  it.each(SECTION_IDS)('opens the section named by the hash #%s', (section) => {
    expect(sectionFromLocation(`#${section}`, '')).toBe(section);
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

  it('lists every section of SPEC, in its order', () => {
    expect(SECTION_IDS).toEqual([
      'profile',
      'account',
      'banking',
      'communications',
      'automations',
      'contract-templates',
      'accounting',
      'invoicing',
      'signature',
      'plan',
    ]);
  });
});
