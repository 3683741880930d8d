import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { TCreateTaskRequest, TCreateTaskResponse } from '@immodesk/contracts/tasks/createTask.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { assertContractor } from './assertContractor';

export type CreateTaskDeps = {
  contacts: Pick<ContactsApi, 'getContractor'>;
  properties: Pick<PropertiesApi, 'createTask'>;
};

/** Creates a task (the properties service owns tasks) for a contractor of the organization, if it names one. */
export async function createTask(
  deps: CreateTaskDeps,
  context: RequestContext,
  request: TCreateTaskRequest,
): Promise<TCreateTaskResponse> {
  await assertContractor(deps.contacts, context, request.contractorId);
  return deps.properties.createTask(context, request);
}
