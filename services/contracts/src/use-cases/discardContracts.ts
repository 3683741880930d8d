import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { contractRepository } from '../repositories/contractRepository';

/**
 * Undoes contracts a failed import created (decision 2026-11-28 in docs/decisions/imports.md): unlike a delete,
 * a signed one goes too, since nobody has relied on it yet. Only the organization's own ids are touched.
 */
export async function discardContracts(
  dataSource: DataSource,
  context: RequestContext,
  input: { ids: string[] },
): Promise<number> {
  if (input.ids.length === 0) return 0;
  return dataSource.transaction(async (manager) => {
    const repository = contractRepository(manager);
    for (const id of input.ids) await repository.remove(context.organizationId, id);
    return input.ids.length;
  });
}
