/** SPEC.md §3 property types, as the properties service, every property endpoint and the property forms and filters use them. */
export const PROPERTY_TYPES = [
  'apartment',
  'archive',
  'garage',
  'commercial_unit',
  'house',
  'room',
  'office',
  'cellar',
  'student_room',
  'land',
  'warehouse',
  'parking',
  'townhouse',
  'studio',
  'penthouse',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
