import { AppError } from '@immodesk/platform/errors';
import type { taskRepository } from '../repositories/taskRepository';

/** A task's property must be one of the organization's; otherwise the form shows it on the property field. */
export async function assertTaskProperty(
  repository: ReturnType<typeof taskRepository>,
  organizationId: string,
  propertyId: string | null,
): Promise<void> {
  if (propertyId === null) return;
  if (!(await repository.isPropertyOfOrganization(organizationId, propertyId))) {
    throw new AppError('validation_error', { details: { propertyId: 'validation.unknownProperty' } });
  }
}

/** The title is required; RPC callers skip the BFF's zod, so the service checks it too. */
export function cleanTaskTitle(title: string | undefined): string {
  const clean = (title ?? '').trim();
  if (!clean) throw new AppError('validation_error', { details: { title: 'validation.required' } });
  return clean;
}
