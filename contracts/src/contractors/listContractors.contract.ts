import { z } from 'zod';
import { ZPageQuery, zListResponse } from '../common/pagination';
import { ZUuid } from '../common/primitives';

/** SPEC.md §3. */
export const CONTRACTOR_SPECIALTIES = [
  'plumber',
  'electrician',
  'painter',
  'general_maintenance',
  'heating',
  'roofing',
  'cleaning',
  'gardening',
  'other',
] as const;
export const ZContractorSpecialty = z.enum(CONTRACTOR_SPECIALTIES);
export type TContractorSpecialty = z.infer<typeof ZContractorSpecialty>;

export const ZListContractorsQuery = ZPageQuery.extend({
  q: z.string().trim().max(200).optional(),
  /** The contractors given a task on this property (tasks belong to the properties service). */
  propertyId: ZUuid.optional(),
  specialty: ZContractorSpecialty.optional(),
  isActive: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type TListContractorsQuery = z.infer<typeof ZListContractorsQuery>;

export const ZContractor = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  specialty: ZContractorSpecialty,
  hourlyRateCents: z.number().int().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** Out of 5. */
  rating: z.number().int().min(0).max(5).nullable(),
  isActive: z.boolean(),
});
export type TContractor = z.infer<typeof ZContractor>;

export const ZListContractorsResponse = zListResponse(ZContractor);
export type TListContractorsResponse = z.infer<typeof ZListContractorsResponse>;
