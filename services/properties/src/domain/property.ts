import type { Address } from '@immodesk/contracts/vocabulary/address';
import type { PropertyType } from '@immodesk/contracts/vocabulary/propertyTypes';
import type { PageQuery } from '@immodesk/platform/domain/page';

/** Archived properties do not count against the plan. */
export type PropertyStatus = 'active' | 'archived';
/** Stored until contracts exist; then an active contract makes a property rented. */
export type PropertyOccupancy = 'available' | 'rented';

/** A property as lists show it. */
export type PropertySummary = Address & {
  id: string;
  urlCode: string;
  /** ISO 3166 alpha-2, `BE` unless given. */
  country: string;
  type: PropertyType;
  rentCents: number | null;
  status: PropertyStatus;
  occupancy: PropertyOccupancy;
  isFavourite: boolean;
  latitude: number | null;
  longitude: number | null;
  /** The primary photo, for the grid views' thumbnails. */
  primaryPhotoId: string | null;
};

/** A property with its details; instants are ISO 8601 UTC strings. */
export type Property = PropertySummary & { description: string | null; createdAt: string; updatedAt: string };

/** The fields of a new property; absent optional fields take their defaults (BE, active, available, no favourite). */
export type NewProperty = {
  street: string;
  houseNumber: string;
  bus?: string | null;
  postalCode: string;
  city: string;
  country?: string;
  type: PropertyType;
  rentCents?: number | null;
  description?: string | null;
  isFavourite?: boolean;
  status?: PropertyStatus;
  occupancy?: PropertyOccupancy;
};

/** The plan's maxProperties (-1 unlimited), looked up by the caller; absent means not limited here. */
export type PlanLimit = { planMaxProperties?: number };

/** An update: the fields given change, the others stay. */
export type PropertyChanges = Partial<NewProperty>;

/** The list filters; the rent bounds are in cents, the upper one exclusive. */
export type PropertyListQuery = PageQuery & {
  q?: string;
  type?: PropertyType;
  status?: PropertyStatus;
  occupancy?: PropertyOccupancy;
  minRentCents?: number;
  maxRentCents?: number;
  favourite?: boolean;
};

/** What deleting a property also removes: one entry per kind of related item with at least one item. */
export type DeleteImpact = { items: { kind: string; count: number }[] };
