import type { RequestContext } from '@immodesk/platform/context';
import { isUniqueViolation } from '@immodesk/platform/database/uniqueViolation';
import { underOrganizationLock } from '@immodesk/platform/database/organizationLock';
import type { NewProperty, PlanLimit, PropertyStatus, PropertySummary } from '../domain/property';
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
  const country = input.country ?? 'BE';
  assertBelgianPostalCode(country, input.postalCode);
  const status = input.status ?? 'active';
  // Refused at once when the plan is already full; the count that decides is repeated under the lock below.
  if (status === 'active')
    await assertWithinPlan(propertyRepository(deps.dataSource), context, input.planMaxProperties);
  // Geocoding may take seconds: it happens before the organization's lock, which only covers count and insert.
  const coordinates = await deps.geocoder.locate({ ...input, country });
  const values = { ...input, country, status };
  if (status !== 'active')
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
  input: CreatePropertyInput & { country: string; status: PropertyStatus },
  coordinates: Coordinates | null,
): Promise<PropertySummary> {
  const { country, status } = input;
  const base = urlCodeBase(input);
  // Two creates of the same address at once may pick the same code; the unique index refuses one, which retries.
  for (let attempt = 1; ; attempt += 1) {
    const urlCode = firstFreeUrlCode(
      base,
      await repository.urlCodesStartingWith(context.organizationId, base),
    );
    try {
      const row = await repository.insert({
        organizationId: context.organizationId,
        urlCode,
        searchText: propertySearchText({ ...input, urlCode }),
        street: input.street,
        houseNumber: input.houseNumber,
        bus: input.bus || null,
        postalCode: input.postalCode,
        city: input.city,
        country,
        type: input.type,
        rentCents: input.rentCents ?? null,
        description: input.description || null,
        status,
        occupancy: input.occupancy ?? 'available',
        isFavourite: input.isFavourite ?? false,
        latitude: coordinates?.latitude ?? null,
        longitude: coordinates?.longitude ?? null,
        createdAt: deps.clock.now(),
        updatedAt: deps.clock.now(),
      });
      return toPropertySummary({ ...row, primaryPhotoId: null });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}
