import { describe, expect, it } from 'vitest';
import { AVAILABLE_SECTIONS, sectionFromLocation } from './settingsSections';

describe('sectionFromLocation', () => {
  it('opens the section named by the hash', () => {
    expect(sectionFromLocation('#account', '')).toBe('account');
    expect(sectionFromLocation('#profile', '')).toBe('profile');
  });

  it('falls back to the profile for no hash, an unknown one or a section that is not built yet', () => {
    expect(sectionFromLocation('', '')).toBe('profile');
    expect(sectionFromLocation('#nonsense', '')).toBe('profile');
    expect(sectionFromLocation('#plan', '?section=plan')).toBe('profile');
  });

  it('reads ?section= when there is no hash', () => {
    expect(sectionFromLocation('', '?section=account')).toBe('account');
  });

  it('lists only the built sections in the navigation', () => {
    expect(AVAILABLE_SECTIONS).toEqual(['profile', 'account']);
  });
});
