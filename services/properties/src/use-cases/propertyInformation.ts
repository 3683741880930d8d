import crypto from 'node:crypto';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertyInformation } from '../domain/propertyInformation';
import type { PropertyInformationRow } from '../entities/PropertyInformationEntity';
import { propertyInformationRepository } from '../repositories/propertyInformationRepository';
import { findPropertyOrThrow } from './getProperty';
import type { PropertiesDeps } from './propertiesDeps';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The stored documents as they are; the API file reads them through the contract, which fills in defaults. */
function toInformation(row: PropertyInformationRow): PropertyInformation {
  return {
    general: parseJson(row.generalJson),
    financial: parseJson(row.financialJson),
    insurances: parseJson(row.insurancesJson),
    energyCertificate: {
      label: row.epcLabel,
      certificationDate: row.epcCertificationDate,
      expirationDate: row.epcExpirationDate,
      consumption: row.epcConsumption,
      co2Emissions: row.epcCo2Emissions,
    },
  };
}

/** The property's information; null when none was saved yet. */
export async function getPropertyInformation(
  deps: PropertiesDeps,
  context: RequestContext,
  idOrUrlCode: string,
): Promise<PropertyInformation | null> {
  const property = await findPropertyOrThrow(deps.dataSource, context, idOrUrlCode);
  const row = await propertyInformationRepository(deps.dataSource).find(context.organizationId, property.id);
  return row && toInformation(row);
}

/** PUT: replaces the whole information of the property. */
export async function putPropertyInformation(
  deps: PropertiesDeps,
  context: RequestContext,
  input: { idOrUrlCode: string; information: PropertyInformation },
): Promise<PropertyInformation> {
  const property = await findPropertyOrThrow(deps.dataSource, context, input.idOrUrlCode);
  const { information } = input;
  const repository = propertyInformationRepository(deps.dataSource);
  const existing = await repository.find(context.organizationId, property.id);
  const saved = await repository.save(
    informationRow({ organizationId: context.organizationId, propertyId: property.id }, information, {
      id: existing?.id ?? crypto.randomUUID(),
      updatedAt: deps.clock.now(),
    }),
  );
  return toInformation(saved);
}

/** The stored row of a property's information (the PUT above and the batch create write the same columns). */
export function informationRow(
  owner: { organizationId: string; propertyId: string },
  information: PropertyInformation,
  meta: { id: string; updatedAt: Date },
): PropertyInformationRow {
  const { energyCertificate } = information;
  return {
    id: meta.id,
    propertyId: owner.propertyId,
    organizationId: owner.organizationId,
    generalJson: JSON.stringify(information.general),
    financialJson: JSON.stringify(information.financial),
    insurancesJson: JSON.stringify(information.insurances),
    epcLabel: energyCertificate.label,
    epcCertificationDate: energyCertificate.certificationDate,
    epcExpirationDate: energyCertificate.expirationDate,
    epcConsumption: energyCertificate.consumption,
    epcCo2Emissions: energyCertificate.co2Emissions,
    updatedAt: meta.updatedAt,
  };
}
