import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { PaymentAllocationEntity } from '../entities/PaymentAllocationEntity';
import { RentReminderEntity } from '../entities/RentReminderEntity';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';

/** Deletes a deleted property's rent due items with their payments and reminder steps; answers how many items. */
export function deletePropertyRentItems(
  dataSource: DataSource,
  context: RequestContext,
  propertyId: string,
): Promise<number> {
  return dataSource.transaction(async (manager) => {
    const subquery =
      'SELECT id FROM rent_payments WHERE organization_id = :organizationId AND property_id = :propertyId';
    const parameters = { organizationId: context.organizationId, propertyId };
    for (const entity of [PaymentAllocationEntity, RentReminderEntity]) {
      await manager
        .createQueryBuilder()
        .delete()
        .from(entity)
        .where('organization_id = :organizationId', parameters)
        .andWhere(`rent_payment_id IN (${subquery})`, parameters)
        .execute();
    }
    return rentPaymentRepository(manager).deleteForProperty(context.organizationId, propertyId);
  });
}
