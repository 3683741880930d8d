import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { TUpdateTaskRequest, TUpdateTaskResponse } from '@immodesk/contracts/tasks/updateTask.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { assertContractor } from './assertContractor';

export type UpdateTaskDeps = {
  contacts: Pick<ContactsApi, 'getContractor'>;
  properties: Pick<PropertiesApi, 'updateTask'>;
};

/** Changes a task; a newly named contractor must be one of the organization's. */
export async function updateTask(
  deps: UpdateTaskDeps,
  context: RequestContext,
  input: { id: string; changes: TUpdateTaskRequest },
): Promise<TUpdateTaskResponse> {
  await assertContractor(deps.contacts, context, input.changes.contractorId);
  return deps.properties.updateTask(context, input);
}
