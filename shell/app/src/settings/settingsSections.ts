/** SPEC §2: settings sub-sections are navigated by hash, in SPEC's order. */
export const SECTION_IDS = [
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
] as const;

export type SettingsSectionId = (typeof SECTION_IDS)[number];

export const DEFAULT_SECTION: SettingsSectionId = 'profile';

/**
 * The section a URL asks for: the hash (`#account`), else `?section=` (the upgrade link uses both), else the
 * profile. An unknown name also shows the profile.
 */
export function sectionFromLocation(hash: string, search: string): SettingsSectionId {
  const fromHash = decodeURIComponent(hash.replace(/^#/, ''));
  const requested = (SECTION_IDS as readonly string[]).includes(fromHash)
    ? fromHash
    : (new URLSearchParams(search).get('section') ?? '');
  return (SECTION_IDS as readonly string[]).includes(requested)
    ? (requested as SettingsSectionId)
    : DEFAULT_SECTION;
}
