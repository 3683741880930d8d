import type { RequestContext } from '@immodesk/platform/context';
import { isUniqueViolation } from '@immodesk/platform/database/uniqueViolation';
import { underOrganizationLock } from '@immodesk/platform/database/organizationLock';
import type { NewProperty, PlanLimit, PropertyStatus, PropertySummary } from '../domain/property';
import type { PropertyRow } from '../entities/PropertyEntity';
import type { Coordinates } from '../geo/postalCodeCoordinates';
import { propertySearchText } from '../domain/searchText';
import { firstFreeUrlCode, urlCodeBase } from '../domain/urlCode';
import { propertyRepository } from '../repositories/propertyRepository';
import { assertBelgianPostalCode } from './assertBelgianPostalCode';
import { assertWithinPlan } from './assertWithinPlan';
import type { PropertiesDeps } from './propertiesDeps';
import { toPropertySummary } from './toPropertySummary';

export type CreatePropertyInput = NewProperty & PlanLimit;

export async function createProperty(
  deps: PropertiesDeps,
  context: RequestContext,
  input: CreatePropertyInput,
): Promise<PropertySummary> {
  const values = { ...input, ...readyProperty(input) };
  // Refused at once when the plan is already full; the count that decides is repeated under the lock below.
  if (values.status === 'active')
    await assertWithinPlan(propertyRepository(deps.dataSource), context, input.planMaxProperties);
  // Geocoding may take seconds: it happens before the organization's lock, which only covers count and insert.
  const coordinates = await deps.geocoder.locate(values);
  if (values.status !== 'active')
    return insertProperty(propertyRepository(deps.dataSource), deps, context, values, coordinates);
  return underOrganizationLock(deps.dataSource, context.organizationId, 'properties', async (manager) => {
    const repository = propertyRepository(manager);
    await assertWithinPlan(repository, context, input.planMaxProperties);
    return insertProperty(repository, deps, context, values, coordinates);
  });
}

async function insertProperty(
  repository: ReturnType<typeof propertyRepository>,
  deps: PropertiesDeps,
  context: RequestContext,
  input: ReadyProperty,
  coordinates: Coordinates | null,
): Promise<PropertySummary> {
  const base = urlCodeBase(input);
  // Two creates of the same address at once may pick the same code; the unique index refuses one, which retries.
  for (let attempt = 1; ; attempt += 1) {
    const urlCode = firstFreeUrlCode(
      base,
      await repository.urlCodesStartingWith(context.organizationId, base),
    );
    try {
      const row = await repository.insert(
        propertyRow(context, input, { urlCode, coordinates, now: deps.clock.now() }),
      );
      return toPropertySummary({ ...row, primaryPhotoId: null });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** A new property checked and with its defaults: Belgium, active (what the plan counts). */
export type ReadyProperty = NewProperty & { country: string; status: PropertyStatus };

/** The rules every new property passes (one create or a batch): a Belgian postal code Belgium knows. */
export function readyProperty(input: NewProperty): ReadyProperty {
  const country = input.country ?? 'BE';
  assertBelgianPostalCode(country, input.postalCode);
  return { ...input, country, status: input.status ?? 'active' };
}

/** The stored row of a new property. */
export function propertyRow(
  context: RequestContext,
  input: ReadyProperty,
  extra: { urlCode: string; coordinates: Coordinates | null; now: Date },
): Omit<PropertyRow, 'id'> {
  const { urlCode, coordinates, now } = extra;
  return {
    organizationId: context.organizationId,
    urlCode,
    searchText: propertySearchText({ ...input, urlCode }),
    street: input.street,
    houseNumber: input.houseNumber,
    bus: input.bus || null,
    postalCode: input.postalCode,
    city: input.city,
    country: input.country,
    type: input.type,
    rentCents: input.rentCents ?? null,
    description: input.description || null,
    status: input.status,
    occupancy: input.occupancy ?? 'available',
    isFavourite: input.isFavourite ?? false,
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
    createdAt: now,
    updatedAt: now,
  };
}
