import { z } from 'zod';
import { ZAddressInput } from '../common/address';
import {
  PROPERTY_TYPES,
  ZPropertyOccupancy,
  ZPropertyStatus,
  ZPropertySummary,
  type TPropertyType,
} from './listProperties.contract';

/** Part of the product stored Dutch type keys (SPEC.md §3); they are accepted as input and stored in English. */
export const DUTCH_PROPERTY_TYPES: Record<string, TPropertyType> = {
  appartement: 'apartment',
  herenhuis: 'townhouse',
  studio: 'studio',
  penthouse: 'penthouse',
  archief: 'archive',
  garage: 'garage',
  handelspand: 'commercial_unit',
  huis: 'house',
  kamer: 'room',
  kantoor: 'office',
  kelder: 'cellar',
  kot: 'student_room',
  land: 'land',
  magazijn: 'warehouse',
  parking: 'parking',
};

export const ZPropertyTypeInput = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => DUTCH_PROPERTY_TYPES[value] ?? value)
  .pipe(z.enum(PROPERTY_TYPES));

export const PROPERTY_DESCRIPTION_MAX = 2000;

export const ZCreatePropertyRequest = z.object({
  ...ZAddressInput.shape,
  type: ZPropertyTypeInput,
  rentCents: z.number().int().min(0).nullish(),
  description: z.string().max(PROPERTY_DESCRIPTION_MAX).nullish(),
  isFavourite: z.boolean().optional(),
  status: ZPropertyStatus.optional(),
  /** Stored until contracts exist; then an active contract makes a property rented. */
  occupancy: ZPropertyOccupancy.optional(),
});

/** The fields SPEC.md §5 requires; a missing one answers the "fill in all required fields" message. */
export const PROPERTY_REQUIRED_FIELDS = ['street', 'houseNumber', 'postalCode', 'city', 'type'] as const;
export type TCreatePropertyRequest = z.infer<typeof ZCreatePropertyRequest>;

export const ZCreatePropertyResponse = ZPropertySummary;
export type TCreatePropertyResponse = z.infer<typeof ZCreatePropertyResponse>;
