import { z } from 'zod';
import { ZAddress } from '../common/address';
import { ZPageQuery, zListResponse } from '../common/pagination';
import { PROPERTY_TYPES } from '../vocabulary/propertyTypes';

export { PROPERTY_TYPES } from '../vocabulary/propertyTypes';
export { PRICE_BANDS } from './priceBands';
export const ZPropertyType = z.enum(PROPERTY_TYPES);
export type TPropertyType = z.infer<typeof ZPropertyType>;

export const ZPropertyStatus = z.enum(['active', 'archived']);
export const ZPropertyOccupancy = z.enum(['available', 'rented']);

export const ZListPropertiesQuery = ZPageQuery.extend({
  q: z.string().trim().max(200).optional(),
  type: ZPropertyType.optional(),
  status: ZPropertyStatus.optional(),
  occupancy: ZPropertyOccupancy.optional(),
  minRentCents: z.coerce.number().int().min(0).optional(),
  maxRentCents: z.coerce.number().int().min(0).optional(),
  favourite: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export type TListPropertiesQuery = z.infer<typeof ZListPropertiesQuery>;

export const ZPropertySummary = z.object({
  id: z.string(),
  urlCode: z.string(),
  ...ZAddress.shape,
  country: z.string().length(2),
  type: ZPropertyType,
  rentCents: z.number().int().nullable(),
  status: ZPropertyStatus,
  occupancy: ZPropertyOccupancy,
  isFavourite: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The primary photo, for the grid views' thumbnails. */
  primaryPhotoId: z.string().nullable().default(null),
});
export type TPropertySummary = z.infer<typeof ZPropertySummary>;

export const ZListPropertiesResponse = zListResponse(ZPropertySummary);
export type TListPropertiesResponse = z.infer<typeof ZListPropertiesResponse>;
