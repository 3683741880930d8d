import type { RequestContext } from '@immodesk/platform/context';
import { underOrganizationLock } from '@immodesk/platform/database/organizationLock';
import type { PlanLimit, Property, PropertyChanges } from '../domain/property';
import { propertySearchText } from '../domain/searchText';
import { propertyRepository } from '../repositories/propertyRepository';
import { assertBelgianPostalCode } from './assertBelgianPostalCode';
import { assertWithinPlan } from './assertWithinPlan';
import { findPropertyOrThrow, toPropertyWithPhoto } from './getProperty';
import type { PropertiesDeps } from './propertiesDeps';

/** The plan limit is needed when the change makes an archived property active again. */
export type UpdatePropertyInput = { idOrUrlCode: string; changes: PropertyChanges } & PlanLimit;

const ADDRESS_FIELDS = ['street', 'houseNumber', 'postalCode', 'city', 'country'] as const;

/**
 * Applies the given fields. The urlCode stays as it was, so links and bookmarks keep working after an address
 * correction; the coordinates follow the address.
 */
export async function updateProperty(
  deps: PropertiesDeps,
  context: RequestContext,
  input: UpdatePropertyInput,
): Promise<Property> {
  const repository = propertyRepository(deps.dataSource);
  const row = await findPropertyOrThrow(deps.dataSource, context, input.idOrUrlCode);
  const { changes } = input;
  const next = { ...row };
  if (changes.street !== undefined) next.street = changes.street;
  if (changes.houseNumber !== undefined) next.houseNumber = changes.houseNumber;
  if (changes.bus !== undefined) next.bus = changes.bus || null;
  if (changes.postalCode !== undefined) next.postalCode = changes.postalCode;
  if (changes.city !== undefined) next.city = changes.city;
  if (changes.country !== undefined) next.country = changes.country;
  if (changes.type !== undefined) next.type = changes.type;
  if (changes.rentCents !== undefined) next.rentCents = changes.rentCents;
  if (changes.description !== undefined) next.description = changes.description || null;
  if (changes.isFavourite !== undefined) next.isFavourite = changes.isFavourite;
  if (changes.occupancy !== undefined) next.occupancy = changes.occupancy;
  if (changes.status !== undefined) next.status = changes.status;
  assertBelgianPostalCode(next.country, next.postalCode);
  if (ADDRESS_FIELDS.some((field) => next[field] !== row[field]) || next.latitude === null) {
    const coordinates = await deps.geocoder.locate(next);
    next.latitude = coordinates?.latitude ?? null;
    next.longitude = coordinates?.longitude ?? null;
  }
  next.searchText = propertySearchText(next);
  next.updatedAt = deps.clock.now();
  if (row.status !== 'archived' || next.status !== 'active')
    return toPropertyWithPhoto(deps.dataSource, await repository.save(next));
  // Unarchiving takes a place of the plan: counted and saved under the organization's lock, as a create.
  const saved = await underOrganizationLock(
    deps.dataSource,
    context.organizationId,
    'properties',
    async (manager) => {
      const locked = propertyRepository(manager);
      await assertWithinPlan(locked, context, input.planMaxProperties);
      return locked.save(next);
    },
  );
  return toPropertyWithPhoto(deps.dataSource, saved);
}
