import { useQuery } from '@tanstack/react-query';
import type { TContractStatus } from '@immodesk/contracts/contracts/contract.contract';
import { formatAddress, propertySelectOptions, tenantSelectOptions } from '@immodesk/sdk';
import type { SelectOption } from '@immodesk/ui-kit';
import { fetchContractOptions, fetchPropertyOptions, fetchTenantOptions } from '../api/fetchFinanceOptions';
import { financeOptionKeys } from '../api/financeOptionKeys';

/** A draft or a contract only sent for signing has no rent schedule yet: nothing to pay or filter on. */
const SCHEDULED_STATUSES: readonly TContractStatus[] = ['signed', 'active', 'expired', 'terminated'];

export type FinanceOptions = {
  properties: SelectOption[];
  tenants: SelectOption[];
  contracts: SelectOption[];
  isLoadingContracts: boolean;
};

/**
 * Properties, tenants and contracts as select options (value: id) for the list's filters and the payment dialog.
 * A contract reads "number · address" so two leases of the same property stay apart.
 */
export function useFinanceOptions(): FinanceOptions {
  const properties = useQuery({
    queryKey: financeOptionKeys.properties,
    queryFn: ({ signal }) => fetchPropertyOptions(signal),
  });
  const tenants = useQuery({
    queryKey: financeOptionKeys.tenants,
    queryFn: ({ signal }) => fetchTenantOptions(signal),
  });
  const contracts = useQuery({
    queryKey: financeOptionKeys.contracts,
    queryFn: ({ signal }) => fetchContractOptions(signal),
  });
  const addressOf = new Map(
    (properties.data ?? []).map((property) => [
      property.id,
      formatAddress(property, { withPostalCode: false }),
    ]),
  );
  return {
    properties: propertySelectOptions(properties.data ?? []),
    tenants: tenantSelectOptions(tenants.data ?? []),
    contracts: (contracts.data ?? [])
      .filter((contract) => SCHEDULED_STATUSES.includes(contract.status))
      .map((contract) => {
        const address = addressOf.get(contract.propertyId);
        return {
          value: contract.id,
          label: address ? `${contract.contractNumber} · ${address}` : contract.contractNumber,
        };
      }),
    isLoadingContracts: contracts.isPending,
  };
}
