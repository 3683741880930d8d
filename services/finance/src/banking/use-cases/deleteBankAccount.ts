import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { bankAccountRepository } from '../repositories/bankAccountRepository';

/** Removes an account; when it was the primary, the oldest remaining account becomes primary. */
export async function deleteBankAccount(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  id: string,
): Promise<void> {
  await dataSource.transaction(async (manager) => {
    const repository = bankAccountRepository(manager);
    const account = await repository.findById(context.organizationId, id);
    if (!account) throw AppError.notFound('bankAccount');
    await repository.delete(context.organizationId, id);
    if (account.primarySlot !== 1) return;
    const successor = await repository.findOldest(context.organizationId);
    if (successor) await repository.markPrimary(context.organizationId, successor.id, clock.now());
  });
}
