import type { DataSource, EntityManager } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { PaymentAllocationEntity } from '../entities/PaymentAllocationEntity';
import { RentReminderEntity } from '../entities/RentReminderEntity';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';

/** Removes the payments and reminder steps of the organization's items the subquery selects. */
async function deleteItemDependents(
  manager: EntityManager,
  subquery: string,
  parameters: Record<string, unknown>,
): Promise<void> {
  for (const entity of [PaymentAllocationEntity, RentReminderEntity]) {
    await manager
      .createQueryBuilder()
      .delete()
      .from(entity)
      .where('organization_id = :organizationId', parameters)
      .andWhere(`rent_payment_id IN (${subquery})`, parameters)
      .execute();
  }
}

/** Deletes a deleted property's rent due items with their payments and reminder steps; answers how many items. */
export function deletePropertyRentItems(
  dataSource: DataSource,
  context: RequestContext,
  propertyId: string,
): Promise<number> {
  return dataSource.transaction(async (manager) => {
    await deleteItemDependents(
      manager,
      'SELECT id FROM rent_payments WHERE organization_id = :organizationId AND property_id = :propertyId',
      { organizationId: context.organizationId, propertyId },
    );
    return rentPaymentRepository(manager).deleteForProperty(context.organizationId, propertyId);
  });
}

/**
 * Deletes the due items of contracts a failed import created (on a property that stays), with their payments
 * and reminder steps, a few hundred contracts per transaction; answers how many items.
 */
export async function deleteContractRentItems(
  dataSource: DataSource,
  context: RequestContext,
  contractIds: readonly string[],
): Promise<number> {
  let deleted = 0;
  for (let index = 0; index < contractIds.length; index += 200) {
    const chunk = contractIds.slice(index, index + 200);
    deleted += await dataSource.transaction(async (manager) => {
      await deleteItemDependents(
        manager,
        'SELECT id FROM rent_payments WHERE organization_id = :organizationId AND contract_id IN (:...contractIds)',
        { organizationId: context.organizationId, contractIds: chunk },
      );
      return rentPaymentRepository(manager).deleteForContracts(context.organizationId, chunk);
    });
  }
  return deleted;
}
