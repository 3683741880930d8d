// Without zod, like vocabulary/propertyTypes.ts: the list filters read it on the list page's first load.
/** SPEC.md §9 price bands, in cents, as the list filter offers them (the upper bound is exclusive). */
export const PRICE_BANDS = [
  { key: '0-500', minRentCents: 0, maxRentCents: 50_000 },
  { key: '500-1000', minRentCents: 50_000, maxRentCents: 100_000 },
  { key: '1000-1500', minRentCents: 100_000, maxRentCents: 150_000 },
  { key: '1500+', minRentCents: 150_000, maxRentCents: undefined },
] as const;
