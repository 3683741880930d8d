import type { TLanguage } from '@immodesk/contracts/common/languages';
import type {
  TListRentPaymentsQuery,
  TListRentPaymentsResponse,
} from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { FinanceApi } from '@immodesk/finance/financeApi';
import type { RequestContext } from '@immodesk/platform/context';
import { distinctIds } from './distinctIds';
import { lookUpAddressesAndNames, type LookUpAddressesAndNamesDeps } from './lookUpAddressesAndNames';

export type ListRentPaymentsDeps = LookUpAddressesAndNamesDeps & {
  finance: Pick<FinanceApi, 'listRentPayments'>;
  contracts: Pick<ContractsApi, 'getContractsByIds'>;
};

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
    distinctIds(page.items.map((item) => item.contractId)),
  );
  const contractById = new Map(contracts.map((contract) => [contract.id, contract]));
  const tenantIdsOf = (item: (typeof page.items)[number]): string[] => {
    const contract = item.contractId ? contractById.get(item.contractId) : undefined;
    return contract ? contract.tenantIds : distinctIds([item.tenantId]);
  };
  const { addressById, nameById } = await lookUpAddressesAndNames(
    deps,
    context,
    {
      propertyIds: page.items.map(
        (item) => item.propertyId ?? (item.contractId ? contractById.get(item.contractId)?.propertyId : null),
      ),
      tenantIds: page.items.flatMap(tenantIdsOf),
    },
    language,
  );
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
