import {
  getContractAccountEndpoint,
  getTenantAccountEndpoint,
  mailContractAccountEndpoint,
  mailTenantAccountEndpoint,
  ZAccount,
  ZMailAccountStatementResponse,
  type TAccount,
  type TMailAccountStatementResponse,
} from '@immodesk/contracts/rentPayments/account.contract';
import { apiGet, apiPost } from '../api/apiClient';

/** Whose account: a tenant's (every lease they are a party of) or one lease's. */
export type AccountScope = { tenantId: string } | { contractId: string };

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** GET /api/tenants/:id/account or /api/contracts/:id/account. */
export function accountPath(scope: AccountScope): string {
  return 'tenantId' in scope
    ? withId(getTenantAccountEndpoint.path, scope.tenantId)
    : withId(getContractAccountEndpoint.path, scope.contractId);
}

export function fetchAccount(scope: AccountScope, signal?: AbortSignal): Promise<TAccount> {
  return apiGet(accountPath(scope), { schema: ZAccount, signal });
}

/** POST …/account/mail: the tenant's statement to the tenant, or the lease's to its first tenant. */
export function mailStatement(scope: AccountScope): Promise<TMailAccountStatementResponse> {
  const path =
    'tenantId' in scope
      ? withId(mailTenantAccountEndpoint.path, scope.tenantId)
      : withId(mailContractAccountEndpoint.path, scope.contractId);
  return apiPost(path, undefined, { schema: ZMailAccountStatementResponse });
}

export const accountKeys = {
  all: ['account'] as const,
  of: (scope: AccountScope) =>
    [
      ...accountKeys.all,
      'tenantId' in scope ? `tenant:${scope.tenantId}` : `contract:${scope.contractId}`,
    ] as const,
};
