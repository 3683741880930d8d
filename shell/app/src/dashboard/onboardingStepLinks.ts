import type { TOnboardingStepId } from '@immodesk/contracts/onboarding/onboarding.contract';
import type { TRemoteName } from '@immodesk/contracts/shell/getShellConfig.contract';

/**
 * Where each checklist step is done, and the area it needs (a step whose area a deployment leaves out is not
 * shown). The steps and their order are ONBOARDING_STEP_IDS in the contract; its words are
 * `dashboard.checklist.steps.<id>` in the shell's catalogs.
 */
export const ONBOARDING_STEP_LINKS: Record<TOnboardingStepId, { to: string; remote: TRemoteName | null }> = {
  addProperty: { to: '/properties?create=1', remote: 'properties' },
  addTenant: { to: '/contacts?tab=tenants&create=1', remote: 'contacts' },
  createContract: { to: '/contracts/new', remote: 'properties' },
  importRentRoll: { to: '/properties/import', remote: 'properties' },
  addBankAccount: { to: '/settings#banking', remote: null },
  addTask: { to: '/tasks?create=1', remote: 'properties' },
  enableTwoFactor: { to: '/settings#account', remote: null },
};
