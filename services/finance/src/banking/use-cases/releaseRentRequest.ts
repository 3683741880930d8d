import type { DataSource } from 'typeorm';
import { RentRequestSendEntity } from '../entities/RentRequestSendEntity';

/** Gives a sent-key back (the request could not be sent: no bank account or e-mail yet); the next run tries again. */
export async function releaseRentRequest(dataSource: DataSource, claimId: string): Promise<void> {
  await dataSource.getRepository(RentRequestSendEntity).delete({ id: claimId });
}
