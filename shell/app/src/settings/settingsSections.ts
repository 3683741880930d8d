/** SPEC §2: settings sub-sections are navigated by hash, in this order. All are listed; unbuilt ones say so. */
export const SETTINGS_SECTIONS = [
  { id: 'profile', isAvailable: true },
  { id: 'account', isAvailable: true },
  { id: 'banking', isAvailable: false },
  { id: 'communications', isAvailable: false },
  { id: 'automations', isAvailable: false },
  { id: 'contract-templates', isAvailable: false },
  { id: 'accounting', isAvailable: false },
  { id: 'invoicing', isAvailable: false },
  { id: 'signature', isAvailable: false },
  { id: 'plan', isAvailable: true },
] as const;

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

export const SECTION_IDS: readonly SettingsSectionId[] = SETTINGS_SECTIONS.map((section) => section.id);

export const DEFAULT_SECTION: SettingsSectionId = 'profile';

export function isSectionAvailable(id: SettingsSectionId): boolean {
  return SETTINGS_SECTIONS.some((section) => section.id === id && section.isAvailable);
}

/**
 * The section a URL asks for: the hash (`#account`), else `?section=` (the upgrade link uses both), else the
 * profile. An unknown name also shows the profile.
 */
export function sectionFromLocation(hash: string, search: string): SettingsSectionId {
  const fromHash = decodeURIComponent(hash.replace(/^#/, ''));
  const requested = (SECTION_IDS as readonly string[]).includes(fromHash) ? fromHash : new URLSearchParams(search).get('section') ?? '';
  return (SECTION_IDS as readonly string[]).includes(requested) ? (requested as SettingsSectionId) : DEFAULT_SECTION;
}
