import crypto from 'node:crypto';
import { ZPropertyInformation, type TPropertyInformation } from '@immodesk/contracts/properties/propertyInformation.contract';
import type { RequestContext } from '@immodesk/platform/context';
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

/** Stored JSON read through the contract, so fields added later get their defaults. */
function toInformation(row: PropertyInformationRow | null): TPropertyInformation {
  if (!row) return ZPropertyInformation.parse({});
  return ZPropertyInformation.parse({
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
  });
}

export async function getPropertyInformation(deps: PropertiesDeps, context: RequestContext, idOrUrlCode: string): Promise<TPropertyInformation> {
  const property = await findPropertyOrThrow(deps.dataSource, context, idOrUrlCode);
  return toInformation(await propertyInformationRepository(deps.dataSource).find(context.organizationId, property.id));
}

/** PUT: replaces the whole information of the property. */
export async function putPropertyInformation(
  deps: PropertiesDeps,
  context: RequestContext,
  input: { idOrUrlCode: string; information: TPropertyInformation },
): Promise<TPropertyInformation> {
  const property = await findPropertyOrThrow(deps.dataSource, context, input.idOrUrlCode);
  // Parsed again: over RPC the input did not pass the BFF's zod.
  const information = ZPropertyInformation.parse(input.information);
  const repository = propertyInformationRepository(deps.dataSource);
  const existing = await repository.find(context.organizationId, property.id);
  const { energyCertificate } = information;
  const saved = await repository.save({
    id: existing?.id ?? crypto.randomUUID(),
    propertyId: property.id,
    organizationId: context.organizationId,
    generalJson: JSON.stringify(information.general),
    financialJson: JSON.stringify(information.financial),
    insurancesJson: JSON.stringify(information.insurances),
    epcLabel: energyCertificate.label,
    epcCertificationDate: energyCertificate.certificationDate,
    epcExpirationDate: energyCertificate.expirationDate,
    epcConsumption: energyCertificate.consumption,
    epcCo2Emissions: energyCertificate.co2Emissions,
    updatedAt: deps.clock.now(),
  });
  return toInformation(saved);
}
