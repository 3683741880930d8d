/** SPEC §2: the upgrade link opens the plan section of the settings (the query for old links, the hash for the section). */
export const UPGRADE_PATH = '/settings?section=plan#plan';

/**
 * Whether a plan can be changed in the product: on since billing (issue 17) — checkout, the subscription page and
 * the bank-transfer fallback. Off, the avatar menu has no upgrade link and the plan section shows plan and usage only.
 */
export const IS_PLAN_CHANGE_AVAILABLE = true;
