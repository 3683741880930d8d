/** SPEC §2: settings sub-sections are navigated by hash, in this order. */
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
  { id: 'plan', isAvailable: false },
] as const;

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

/** Only sections that are built appear in the settings navigation. */
export const AVAILABLE_SECTIONS = SETTINGS_SECTIONS.filter((section) => section.isAvailable).map((section) => section.id);

export const DEFAULT_SECTION: SettingsSectionId = 'profile';

/**
 * The section a URL asks for: the hash (`#account`), else `?section=` (the upgrade link uses both), else the
 * profile. A section that is not built yet also shows the profile.
 */
export function sectionFromLocation(hash: string, search: string): SettingsSectionId {
  const requested = decodeURIComponent(hash.replace(/^#/, '')) || new URLSearchParams(search).get('section') || '';
  return (AVAILABLE_SECTIONS as readonly string[]).includes(requested) ? (requested as SettingsSectionId) : DEFAULT_SECTION;
}
