import type { DataSource } from 'typeorm';
import type { Address } from '@immodesk/contracts/vocabulary/address';
import type { RequestContext } from '@immodesk/platform/context';
import { propertyRepository } from '../repositories/propertyRepository';

/** A property's address, for lists of other services' rows (payments) that name it. */
export type PropertyAddress = Address & { id: string };

/** The addresses of the organization's properties among `ids`, in one query. */
export async function getPropertyAddresses(
  dataSource: DataSource,
  context: RequestContext,
  ids: readonly string[],
): Promise<PropertyAddress[]> {
  const rows = await propertyRepository(dataSource).findByIds(context.organizationId, [...new Set(ids)]);
  return rows.map((row) => ({
    id: row.id,
    street: row.street,
    houseNumber: row.houseNumber,
    bus: row.bus,
    postalCode: row.postalCode,
    city: row.city,
  }));
}
