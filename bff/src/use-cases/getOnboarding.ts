import {
  ONBOARDING_STEP_IDS,
  type TOnboardingResponse,
  type TOnboardingStepId,
} from '@immodesk/contracts/onboarding/onboarding.contract';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { BankingApi } from '@immodesk/finance/bankingApi';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

type OnboardingStepDeps = {
  identity: Pick<IdentityApi, 'getCurrentUser'>;
  properties: Pick<PropertiesApi, 'listProperties' | 'listTasks'>;
  contacts: Pick<ContactsApi, 'listTenants'>;
  contracts: Pick<ContractsApi, 'listContracts'>;
  banking: Pick<BankingApi, 'getPrimaryBankAccount'>;
};

const ONE = { page: 1, pageSize: 1 } as const;

/**
 * How each checklist step is ticked, from the organization's own data (every call is scoped by the context). The
 * step order is ONBOARDING_STEP_IDS in the contract; a new step's id there makes this table ask for its check.
 */
const ONBOARDING_STEP_CHECKS: Record<
  TOnboardingStepId,
  (deps: OnboardingStepDeps, context: RequestContext) => Promise<boolean>
> = {
  addProperty: async (deps, context) => (await deps.properties.listProperties(context, ONE)).total > 0,
  addTenant: async (deps, context) => (await deps.contacts.listTenants(context, ONE)).total > 0,
  createContract: async (deps, context) => (await deps.contracts.listContracts(context, ONE)).total > 0,
  // Issue 25: bringing running leases in is done once the organization has a lease, imported or not.
  importRentRoll: async (deps, context) => (await deps.contracts.listContracts(context, ONE)).total > 0,
  // Any account makes one primary, and the primary is what rent requests print.
  addBankAccount: async (deps, context) => (await deps.banking.getPrimaryBankAccount(context)) !== null,
  addTask: async (deps, context) =>
    (await deps.properties.listTasks(context, { ...ONE, status: 'all' })).total > 0,
  enableTwoFactor: async (deps, context) => (await deps.identity.getCurrentUser(context)).twoFactorEnabled,
};

export type GetOnboardingDeps = OnboardingStepDeps & {
  identity: Pick<IdentityApi, 'getCurrentUser' | 'getOnboardingDismissedAt'>;
};

/** The getting-started checklist: each step asked of the service that holds its data, and whether it was closed. */
export async function getOnboarding(
  deps: GetOnboardingDeps,
  context: RequestContext,
): Promise<TOnboardingResponse> {
  const [dismissedAt, done] = await Promise.all([
    deps.identity.getOnboardingDismissedAt(context),
    Promise.all(ONBOARDING_STEP_IDS.map((id) => ONBOARDING_STEP_CHECKS[id](deps, context))),
  ]);
  return { steps: ONBOARDING_STEP_IDS.map((id, index) => ({ id, done: done[index] ?? false })), dismissedAt };
}
