import { PROPERTY_TYPES } from '@immodesk/contracts/vocabulary/propertyTypes';
import { PRICE_BANDS } from '@immodesk/contracts/properties/priceBands';

export type PropertyListFilters = {
  page: number;
  pageSize: number;
  q: string;
  type: string;
  status: string;
  occupancy: string;
  /** A PRICE_BANDS key, e.g. `500-1000`. */
  price: string;
  favourite: boolean;
};

const pick = <T extends string>(allowed: readonly T[], value: string): T | undefined =>
  allowed.find((option) => option === value);

/** The filters as GET /api/properties query parameters; unknown values from a hand-edited URL are dropped. */
export function toListQuery(filters: PropertyListFilters): Record<string, string | number | undefined> {
  const band = PRICE_BANDS.find((candidate) => candidate.key === filters.price);
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    q: filters.q || undefined,
    type: pick(PROPERTY_TYPES, filters.type),
    status: pick(['active', 'archived'] as const, filters.status),
    occupancy: pick(['available', 'rented'] as const, filters.occupancy),
    minRentCents: band?.minRentCents,
    maxRentCents: band?.maxRentCents,
    favourite: filters.favourite ? 'true' : undefined,
  };
}
