import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import { tenantDisplayName } from '@immodesk/contracts/common/displayNames';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import type {
  TListRentPaymentsQuery,
  TListRentPaymentsResponse,
} from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { FinanceApi } from '@immodesk/finance/financeApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { propertyAddress } from './propertyAddress';

export type ListRentPaymentsDeps = {
  finance: Pick<FinanceApi, 'listRentPayments'>;
  contracts: Pick<ContractsApi, 'getContractsByIds'>;
  properties: Pick<PropertiesApi, 'getPropertyAddresses'>;
  contacts: Pick<ContactsApi, 'getTenantsByIds'>;
};

function distinct(values: readonly (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/**
 * GET /api/rent-payments: a page of due items with each one's contract number, property address and tenant names,
 * looked up with one batched call per service for the whole page (the browser never looks them up). A contract's
 * tenants are named in its order; an item without contract names its own tenant. Something deleted shows nothing.
 */
export async function listRentPayments(
  deps: ListRentPaymentsDeps,
  context: RequestContext,
  query: TListRentPaymentsQuery,
  language: TLanguage,
): Promise<TListRentPaymentsResponse> {
  const page = await deps.finance.listRentPayments(context, query);
  const contracts = await deps.contracts.getContractsByIds(
    context,
    distinct(page.items.map((item) => item.contractId)),
  );
  const contractById = new Map(contracts.map((contract) => [contract.id, contract]));
  const tenantIdsOf = (item: (typeof page.items)[number]): string[] => {
    const contract = item.contractId ? contractById.get(item.contractId) : undefined;
    return contract ? contract.tenantIds : distinct([item.tenantId]);
  };
  const [addresses, tenants] = await Promise.all([
    deps.properties.getPropertyAddresses(
      context,
      distinct(
        page.items.map(
          (item) =>
            item.propertyId ?? (item.contractId ? contractById.get(item.contractId)?.propertyId : null),
        ),
      ),
    ),
    deps.contacts.getTenantsByIds(context, distinct(page.items.flatMap(tenantIdsOf))),
  ]);
  const addressById = new Map(addresses.map((address) => [address.id, propertyAddress(address, language)]));
  const nameById = new Map(tenants.map((tenant) => [tenant.id, tenantDisplayName(tenant).primary]));
  return {
    total: page.total,
    totals: page.totals,
    items: page.items.map((item) => {
      const contract = item.contractId ? contractById.get(item.contractId) : undefined;
      const propertyId = item.propertyId ?? contract?.propertyId ?? null;
      return {
        ...item,
        contractNumber: contract?.contractNumber ?? null,
        propertyAddress: propertyId ? (addressById.get(propertyId) ?? null) : null,
        tenantNames: tenantIdsOf(item).flatMap((id) => {
          const name = nameById.get(id);
          return name ? [name] : [];
        }),
      };
    }),
  };
}
