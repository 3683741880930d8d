import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import { MAX_PAGE_SIZE } from '@immodesk/contracts/common/pagination';
import type {
  TListContractorsQuery,
  TListContractorsResponse,
} from '@immodesk/contracts/contractors/listContractors.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

export type ListContractorsDeps = {
  contacts: Pick<ContactsApi, 'listContractors'>;
  properties: Pick<PropertiesApi, 'listTasks'>;
};

/**
 * The contractors, optionally only those given a task on one property: a contractor has no property of their own,
 * so the properties service's tasks say which work there (its latest 200 tasks).
 */
export async function listContractors(
  deps: ListContractorsDeps,
  context: RequestContext,
  query: TListContractorsQuery,
): Promise<TListContractorsResponse> {
  const { propertyId, ...rest } = query;
  if (!propertyId) return deps.contacts.listContractors(context, rest);
  const tasks = await deps.properties.listTasks(context, {
    propertyId,
    status: 'all',
    page: 1,
    pageSize: MAX_PAGE_SIZE,
  });
  const contractorIds = [
    ...new Set(tasks.items.flatMap((task) => (task.contractorId ? [task.contractorId] : []))),
  ];
  return deps.contacts.listContractors(context, { ...rest, contractorIds });
}
