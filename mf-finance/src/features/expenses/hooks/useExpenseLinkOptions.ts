import { useQuery } from '@tanstack/react-query';
import { contractorDisplayName, propertySelectOptions } from '@immodesk/sdk';
import {
  fetchContractorOptions,
  fetchDocumentOptions,
  fetchPropertyOptions,
} from '../api/fetchExpenseLinkOptions';

export const expenseLinkKeys = {
  properties: ['expenses', 'link-options', 'properties'] as const,
  contractors: ['expenses', 'link-options', 'contractors'] as const,
  documents: (propertyId: string) => ['expenses', 'link-options', 'documents', propertyId] as const,
};

/** The property id → address map of the list and the filters, and the property options of the dialog. */
export function usePropertyOptions() {
  const query = useQuery({
    queryKey: expenseLinkKeys.properties,
    queryFn: ({ signal }) => fetchPropertyOptions(signal),
  });
  const options = propertySelectOptions(query.data ?? []);
  return {
    options,
    addressOf: (id: string) => options.find((option) => option.value === id)?.label ?? null,
    isPending: query.isPending,
  };
}

export function useContractorOptions() {
  const query = useQuery({
    queryKey: expenseLinkKeys.contractors,
    queryFn: ({ signal }) => fetchContractorOptions(signal),
  });
  return (query.data ?? []).map((contractor) => ({
    value: contractor.id,
    label: contractorDisplayName(contractor).primary,
  }));
}

/** The chosen property's documents; none until a property is chosen. */
export function useDocumentOptions(propertyId: string) {
  const query = useQuery({
    queryKey: expenseLinkKeys.documents(propertyId),
    queryFn: ({ signal }) => fetchDocumentOptions(propertyId, signal),
    enabled: propertyId !== '',
  });
  return (query.data ?? []).map((document) => ({ value: document.id, label: document.fileName }));
}
