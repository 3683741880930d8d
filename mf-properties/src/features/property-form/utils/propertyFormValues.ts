import type { TCreatePropertyRequest } from '@immodesk/contracts/properties/createProperty.contract';
import { PROPERTY_DESCRIPTION_MAX } from '@immodesk/contracts/properties/createProperty.contract';
import type { TProperty } from '@immodesk/contracts/properties/property.contract';
import { centsToEuroText, parseEuroToCents } from '@immodesk/sdk';

export type PropertyFormValues = {
  street: string;
  houseNumber: string;
  bus: string;
  postalCode: string;
  city: string;
  country: string;
  type: string;
  rent: string;
  description: string;
  occupancy: 'available' | 'rented';
  isFavourite: boolean;
};

export type PropertyFormErrors = Partial<Record<keyof PropertyFormValues | 'rentCents', string>>;

export const EMPTY_PROPERTY_FORM: PropertyFormValues = {
  street: '',
  houseNumber: '',
  bus: '',
  postalCode: '',
  city: '',
  country: 'BE',
  type: '',
  rent: '',
  description: '',
  occupancy: 'available',
  isFavourite: false,
};

export function formValuesOf(property: TProperty): PropertyFormValues {
  return {
    street: property.street,
    houseNumber: property.houseNumber,
    bus: property.bus ?? '',
    postalCode: property.postalCode,
    city: property.city,
    country: property.country,
    type: property.type,
    rent: centsToEuroText(property.rentCents),
    description: property.description ?? '',
    occupancy: property.occupancy,
    isFavourite: property.isFavourite,
  };
}

const REQUIRED = ['street', 'houseNumber', 'postalCode', 'city', 'type'] as const;
export const REQUIRED_ERROR = 'form.errors.required';

/**
 * Checks what the browser can (SPEC.md §5), with message keys; the server checks again and its per-field
 * messages replace these.
 */
export function validatePropertyForm(values: PropertyFormValues): {
  errors: Record<string, string>;
  body: TCreatePropertyRequest | null;
} {
  const errors: Record<string, string> = {};
  for (const field of REQUIRED) if (!values[field].trim()) errors[field] = REQUIRED_ERROR;
  const rentCents = parseEuroToCents(values.rent);
  if (rentCents === undefined) errors.rent = 'form.errors.invalidAmount';
  if (values.description.length > PROPERTY_DESCRIPTION_MAX)
    errors.description = 'form.errors.descriptionTooLong';
  if (Object.keys(errors).length > 0) return { errors, body: null };
  return {
    errors,
    body: {
      street: values.street.trim(),
      houseNumber: values.houseNumber.trim(),
      bus: values.bus.trim() || null,
      postalCode: values.postalCode.trim(),
      city: values.city.trim(),
      country: values.country,
      type: values.type as TCreatePropertyRequest['type'],
      rentCents: rentCents ?? null,
      description: values.description.trim() || null,
      occupancy: values.occupancy,
      isFavourite: values.isFavourite,
    },
  };
}
