import type { DataSource } from 'typeorm';
import { CheckoutSessionEntity, type CheckoutSessionRow } from '../entities/CheckoutSessionEntity';

export function checkoutSessionRepository(dataSource: DataSource) {
  const sessions = dataSource.getRepository(CheckoutSessionEntity);
  return {
    insert: (row: CheckoutSessionRow) => sessions.insert(row),
    findOwn: (organizationId: string, id: string): Promise<CheckoutSessionRow | null> =>
      sessions.findOne({ where: { organizationId, id } }),
  };
}
