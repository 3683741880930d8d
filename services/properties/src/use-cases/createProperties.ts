import { randomUUID } from 'node:crypto';
import type { RequestContext } from '@immodesk/platform/context';
import { underOrganizationLock } from '@immodesk/platform/database/organizationLock';
import type { NewProperty, PlanLimit, PropertySummary } from '../domain/property';
import type { EpcLabel } from '../domain/propertyInformation';
import type { Coordinates } from '../geo/postalCodeCoordinates';
import { informationWithEpcLabel } from '../mappers/propertyInformationMapper';
import { firstFreeUrlCode, urlCodeBase } from '../domain/urlCode';
import { propertyInformationRepository } from '../repositories/propertyInformationRepository';
import { propertyRepository } from '../repositories/propertyRepository';
import { assertWithinPlan } from './assertWithinPlan';
import { propertyRow, readyProperty, type ReadyProperty } from './createProperty';
import { informationRow } from './propertyInformation';
import type { PropertiesDeps } from './propertiesDeps';
import { toPropertySummary } from './toPropertySummary';

/** A property of a batch, with the EPC label its energy certificate starts with (a rent-roll column). */
export type NewPropertyOfBatch = NewProperty & { epcLabel?: EpcLabel | null };

export type CreatePropertiesInput = { properties: NewPropertyOfBatch[] } & PlanLimit;

/** Addresses geocoded at once: a self-hosted Nominatim takes a few; the postal-code list answers at once anyway. */
const GEOCODING_CONCURRENCY = 4;

async function geocodeAll(
  deps: PropertiesDeps,
  properties: ReadyProperty[],
): Promise<(Coordinates | null)[]> {
  const coordinates: (Coordinates | null)[] = new Array<Coordinates | null>(properties.length).fill(null);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < properties.length; index = next++)
      coordinates[index] = await deps.geocoder.locate(properties[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(GEOCODING_CONCURRENCY, properties.length) }, worker));
  return coordinates;
}

/**
 * Many new properties at once (the rent-roll import), all or none: each passes the rules of a single create
 * (`readyProperty`), the plan is checked once for all the active ones, geocoding runs before the lock with bounded
 * concurrency (docs/decisions/imports.md), and the rows (with their energy certificate's label) go in a few
 * statements in one transaction under the organization's lock. Answers the properties in the order given.
 */
export async function createProperties(
  deps: PropertiesDeps,
  context: RequestContext,
  input: CreatePropertiesInput,
): Promise<PropertySummary[]> {
  const ready = input.properties.map((property) => ({ ...property, ...readyProperty(property) }));
  if (ready.length === 0) return [];
  const adding = ready.filter((property) => property.status === 'active').length;
  // Refused at once when the plan has no room; the count that decides is repeated under the lock below.
  if (adding > 0)
    await assertWithinPlan(propertyRepository(deps.dataSource), context, input.planMaxProperties, adding);
  const coordinates = await geocodeAll(deps, ready);
  const now = deps.clock.now();
  const stored = await underOrganizationLock(
    deps.dataSource,
    context.organizationId,
    'properties',
    async (manager) => {
      const repository = propertyRepository(manager);
      if (adding > 0) await assertWithinPlan(repository, context, input.planMaxProperties, adding);
      // The lock keeps another create of the organization out, so the codes picked here stay free.
      const taken = await repository.urlCodes(context.organizationId);
      const rows = await repository.insertMany(
        ready.map((property, index) => {
          const urlCode = firstFreeUrlCode(urlCodeBase(property), taken);
          taken.add(urlCode);
          return propertyRow(context, property, { urlCode, coordinates: coordinates[index] ?? null, now });
        }),
      );
      await propertyInformationRepository(manager).insertMany(
        rows.flatMap((row, index) => {
          const label = ready[index]?.epcLabel;
          if (!label) return [];
          const owner = { organizationId: context.organizationId, propertyId: row.id };
          return [
            informationRow(owner, informationWithEpcLabel(label), {
              id: randomUUID(),
              updatedAt: now,
            }),
          ];
        }),
      );
      return rows;
    },
  );
  return stored.map((row) => toPropertySummary({ ...row, primaryPhotoId: null }));
}
