import type { DataSource } from 'typeorm';
import { isUniqueViolation } from '@immodesk/platform/database/uniqueViolation';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { PendingRentRequest } from '../domain/pendingRentRequest';
import { RentRequestSendEntity } from '../entities/RentRequestSendEntity';

/** Takes an item's sent-key; false when another run took it first. */
export async function claimRentRequest(
  dataSource: DataSource,
  clock: Clock,
  request: PendingRentRequest,
): Promise<string | null> {
  const id = crypto.randomUUID();
  try {
    await dataSource.getRepository(RentRequestSendEntity).insert({
      id,
      organizationId: request.organizationId,
      rentPaymentId: request.rentPaymentId,
      sentAt: clock.now(),
    });
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
