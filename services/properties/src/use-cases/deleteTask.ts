import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { taskRepository } from '../repositories/taskRepository';

/** Deletes a task; its attachments are the documents service's (the BFF deletes them first). */
export async function deleteTask(dataSource: DataSource, context: RequestContext, id: string): Promise<void> {
  const { affected } = await taskRepository(dataSource).delete(context.organizationId, id);
  if (!affected) throw AppError.notFound('task');
}
