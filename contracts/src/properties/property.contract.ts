import { z } from 'zod';
import { requireAChange } from '../common/requireAChange';
import { ZIsoInstant } from '../common/primitives';
import { ZCreatePropertyRequest } from './createProperty.contract';
import { ZPropertySummary } from './listProperties.contract';

/** `:idOrUrlCode` of GET/PATCH/DELETE /api/properties/… — a UUID or the property's urlCode. */
export const ZPropertyRefParams = z.object({ idOrUrlCode: z.string().trim().min(1).max(120) });
export type TPropertyRefParams = z.infer<typeof ZPropertyRefParams>;

/** `:id` of the property sub-resources (information, photos, archive, …); a urlCode is accepted as well. */
export const ZPropertyIdParams = z.object({ id: z.string().trim().min(1).max(120) });
export type TPropertyIdParams = z.infer<typeof ZPropertyIdParams>;

export const ZProperty = ZPropertySummary.extend({
  description: z.string().nullable(),
  createdAt: ZIsoInstant,
  updatedAt: ZIsoInstant,
});
export type TProperty = z.infer<typeof ZProperty>;

export const ZGetPropertyResponse = ZProperty;

/** PATCH: any field of the create body; `occupancy` is stored until contracts derive it. */
export const ZUpdatePropertyRequest = requireAChange(
  ZCreatePropertyRequest.partial().extend({
    // partial() would keep the 'BE' default and silently move a property to Belgium on every PATCH.
    country: z.string().trim().toUpperCase().length(2).optional(),
    occupancy: z.enum(['available', 'rented']).optional(),
    /** Issue 26: saving a change that alters a lease sent for signing voids its signatures; without this, 409 first. */
    confirmVoidSignatures: z.boolean().optional(),
  }),
  ['confirmVoidSignatures'],
);
export type TUpdatePropertyRequest = z.infer<typeof ZUpdatePropertyRequest>;
export const ZUpdatePropertyResponse = ZProperty;

/** POST /api/properties/:id/favourite: toggles, or sets when the body says so. */
export const ZFavouriteRequest = z.object({ isFavourite: z.boolean().optional() });
export type TFavouriteRequest = z.infer<typeof ZFavouriteRequest>;

/**
 * What deleting a property also removes: one entry per kind of related item with a count (only kinds with at
 * least one item): `photos`, `information`, `tasks` (the properties service's), then `documents` (the property's
 * own and its tasks' attachments) and `rentItems` (rent due items with what was paid on them).
 */
export const ZDeleteImpactResponse = z.object({
  items: z.array(z.object({ kind: z.string(), count: z.number().int().min(1) })),
});
export type TDeleteImpactResponse = z.infer<typeof ZDeleteImpactResponse>;
