/** SPEC §2: the upgrade link opens the plan section of the settings (the query for old links, the hash for the section). */
export const UPGRADE_PATH = '/settings?section=plan#plan';
