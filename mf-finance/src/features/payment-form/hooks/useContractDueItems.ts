import { useQuery } from '@tanstack/react-query';
import { rentPaymentKeys } from '../../rent-payment-list/api/rentPaymentKeys';
import { fetchContractDueItems } from '../api/paymentApi';

/** The due items of the chosen contract, oldest period first; nothing until a contract is chosen. */
export function useContractDueItems(contractId: string) {
  return useQuery({
    queryKey: rentPaymentKeys.contractItems(contractId),
    queryFn: async ({ signal }) =>
      (await fetchContractDueItems(contractId, signal)).sort((a, b) => a.dueDate.localeCompare(b.dueDate)),
    enabled: contractId !== '',
  });
}
