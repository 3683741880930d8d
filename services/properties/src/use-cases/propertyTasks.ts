import type { DataSource, EntityManager } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { taskRepository } from '../repositories/taskRepository';

/** How many tasks a property has (the property delete confirmation lists them). */
export function countTasksForProperty(
  database: DataSource | EntityManager,
  organizationId: string,
  propertyId: string,
): Promise<number> {
  return taskRepository(database).countForProperty(organizationId, propertyId);
}

/**
 * Deletes the tasks of a property, for the property delete: pass the delete's transaction manager so both go
 * together. Answers the deleted task ids, whose attachments the caller then deletes through the documents
 * service (`DocumentFilesApi.deleteTaskDocuments`).
 */
export async function deleteTasksForProperty(
  manager: DataSource | EntityManager,
  organizationId: string,
  propertyId: string,
): Promise<string[]> {
  const repository = taskRepository(manager);
  const ids = await repository.idsForProperty(organizationId, propertyId);
  if (ids.length > 0) await repository.deleteForProperty(organizationId, propertyId);
  return ids;
}

/**
 * The ids of a property's tasks, for the BFF's property delete: it deletes their attachments through the
 * documents service (`DocumentFilesApi.deleteTaskDocuments`) before the property and its tasks go.
 */
export function taskIdsForProperty(
  dataSource: DataSource,
  context: RequestContext,
  propertyId: string,
): Promise<string[]> {
  return taskRepository(dataSource).idsForProperty(context.organizationId, propertyId);
}

/** Before a contractor is deleted: the organization's tasks assigned to them stay, without the assignment. */
export function unlinkContractorTasks(
  dataSource: DataSource,
  context: RequestContext,
  contractorId: string,
): Promise<number> {
  return taskRepository(dataSource).unlinkContractor(context.organizationId, contractorId);
}
