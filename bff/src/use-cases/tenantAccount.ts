import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import { tenantDisplayName } from '@immodesk/contracts/common/displayNames';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TAccount } from '@immodesk/contracts/rentPayments/account.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { Account, AccountStatementModel, FinanceApi } from '@immodesk/finance/financeApi';
import { describeAccountEntry } from '@immodesk/finance/financeApi';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PdfRenderer } from '@immodesk/platform/ports/pdf/PdfRenderer';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { propertyAddress } from './propertyAddress';

export type AccountDeps = {
  finance: Pick<FinanceApi, 'getAccount' | 'accountStatementDocument'>;
  contracts: Pick<ContractsApi, 'getContract' | 'listContracts'>;
  contacts: Pick<ContactsApi, 'getTenant' | 'getTenantsByIds'>;
};

export type AccountStatementDeps = AccountDeps & {
  properties: Pick<PropertiesApi, 'getPropertyAddresses'>;
  identity: Pick<IdentityApi, 'getCurrentUser' | 'companyLogoForDocuments'>;
  pdf: PdfRenderer;
  clock: { today(): string };
};

/** Whose account: a tenant's (every lease they are a party of) or one lease's. */
export type AccountScope = { tenantId: string } | { contractId: string };

const PAGE_SIZE = 200;

/** Every contract of the organization the tenant is a party of (any status: a past lease can still owe). */
async function contractsOfTenant(
  deps: Pick<AccountDeps, 'contracts'>,
  context: RequestContext,
  tenantId: string,
): Promise<TContract[]> {
  const found: TContract[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await deps.contracts.listContracts(context, {
      tenantId,
      page,
      pageSize: PAGE_SIZE,
    });
    found.push(...items);
    if (items.length === 0 || found.length >= total) return found;
  }
}

/** The scope's contracts and tenants (404 for another organization's tenant or contract) and its account. */
async function loadAccount(deps: AccountDeps, context: RequestContext, scope: AccountScope) {
  if ('tenantId' in scope) {
    const tenant = await deps.contacts.getTenant(context, { id: scope.tenantId });
    const contracts = await contractsOfTenant(deps, context, tenant.id);
    const account = await deps.finance.getAccount(context, { contractIds: contracts.map(({ id }) => id) });
    return { account, contracts, tenants: [tenant], language: tenant.language };
  }
  const contract = await deps.contracts.getContract(context, { id: scope.contractId });
  const [account, tenants] = await Promise.all([
    deps.finance.getAccount(context, { contractIds: [contract.id] }),
    deps.contacts.getTenantsByIds(context, contract.tenantIds),
  ]);
  return { account, contracts: [contract], tenants, language: contract.language };
}

/** The account as the API answers it, its lines described in the reader's language. */
export function presentAccount(account: Account, language: TLanguage): TAccount {
  return {
    dueCents: account.dueCents,
    receivedCents: account.receivedCents,
    balanceCents: account.balanceCents,
    creditCents: account.creditCents,
    lines: account.entries.map((entry) => ({
      date: entry.date,
      kind: entry.kind,
      description: describeAccountEntry(language, entry),
      amountCents: entry.amountCents,
      ...(entry.dueItemId ? { dueItemId: entry.dueItemId } : {}),
      ...(entry.bankLineId ? { bankLineId: entry.bankLineId } : {}),
    })),
  };
}

/** GET /api/tenants/:id/account and /api/contracts/:id/account. */
export async function getAccount(
  deps: AccountDeps,
  context: RequestContext,
  scope: AccountScope,
  language: TLanguage,
): Promise<TAccount> {
  const { account } = await loadAccount(deps, context, scope);
  return presentAccount(account, language);
}

/**
 * The statement of account as a PDF in the tenant's language (a lease's: the lease's language, its first tenant's):
 * the organization's header and logo, the tenant, each lease with its property, the lines and the totals.
 */
export async function accountStatementPdf(
  deps: AccountStatementDeps,
  context: RequestContext,
  scope: AccountScope,
) {
  const { account, contracts, tenants, language } = await loadAccount(deps, context, scope);
  const [landlord, logo, addresses] = await Promise.all([
    deps.identity.getCurrentUser(context),
    deps.identity.companyLogoForDocuments(context.organizationId),
    deps.properties.getPropertyAddresses(context, [
      ...new Set(contracts.map((contract) => contract.propertyId)),
    ]),
  ]);
  const landlordName = [landlord.firstName, landlord.lastName].filter(Boolean).join(' ');
  const model: AccountStatementModel = {
    language,
    today: deps.clock.today(),
    landlord: {
      organizationName: landlord.organizationName,
      name: landlordName,
      email: landlord.email,
      phone: landlord.phone,
    },
    logoDataUrl: logo ? `data:${logo.mimeType};base64,${logo.content.toString('base64')}` : null,
    tenantName: tenants.map((tenant) => tenantDisplayName(tenant).primary).join(', '),
    leases: contracts.map((contract) => {
      const address = addresses.find((candidate) => candidate.id === contract.propertyId);
      return {
        contractNumber: contract.contractNumber,
        propertyAddress: address ? propertyAddress(address, language) : '',
      };
    }),
    account,
  };
  const { html, fileName } = await deps.finance.accountStatementDocument(context, model);
  return {
    content: await deps.pdf.renderPdf(html),
    fileName,
    model,
    tenants,
    contracts,
    landlord: { name: landlord.organizationName || landlordName, email: landlord.email },
  };
}
