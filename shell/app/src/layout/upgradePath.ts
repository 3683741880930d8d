/** SPEC §2: the upgrade link opens the plan section of the settings (the query for old links, the hash for the section). */
export const UPGRADE_PATH = '/settings?section=plan#plan';

/**
 * Whether a plan can be changed in the product (billing, issue 17). Until it can, the avatar menu has no upgrade
 * link and the plan section shows the plan and its usage only: issue 17 turns this on with its plan change.
 */
export const IS_PLAN_CHANGE_AVAILABLE = false;
