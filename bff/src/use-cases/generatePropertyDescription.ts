import type { ChatProvider, PropertyFacts } from '@immodesk/ai/aiApi';
import type {
  TPropertyDescriptionRequest,
  TPropertyDescriptionResponse,
} from '@immodesk/contracts/ai/propertyDescription.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

export type GeneratePropertyDescriptionDeps = {
  properties: Pick<PropertiesApi, 'getProperty' | 'getPropertyInformation'>;
  chatProvider: ChatProvider;
};

/** SPEC.md §7: a description from the property's own fields (another organization's property: not_found), in the chosen language. */
export async function generatePropertyDescription(
  deps: GeneratePropertyDescriptionDeps,
  context: RequestContext,
  request: TPropertyDescriptionRequest,
  signal: AbortSignal,
): Promise<TPropertyDescriptionResponse> {
  const property = await deps.properties.getProperty(context, request.propertyId);
  const information = await deps.properties.getPropertyInformation(context, property.id);
  const { general, energyCertificate } = information;
  const facts: PropertyFacts = {
    type: property.type,
    street: property.street,
    houseNumber: property.houseNumber,
    bus: property.bus,
    postalCode: property.postalCode,
    city: property.city,
    rentCents: property.rentCents,
    livingSpace: general.livingSpace,
    totalSurface: general.totalSurface,
    outdoorSurface: general.outdoorSurface,
    yearBuilt: general.yearBuilt,
    renovatedYear: general.renovatedYear,
    bedrooms: general.bedrooms,
    bathrooms: general.bathrooms,
    parkingSpaces: general.parkingSpaces,
    hasBasement: general.hasBasement,
    hasAttic: general.hasAttic,
    hasGarden: general.hasGarden,
    hasTerrace: general.hasTerrace,
    hasBalcony: general.hasBalcony,
    furniture: general.rentalDefaults.furniture,
    petsAllowed: general.rentalDefaults.petsAllowed,
    epcLabel: energyCertificate.label,
    epcConsumption: energyCertificate.consumption,
  };
  return {
    description: await deps.chatProvider.describeProperty({ facts, language: request.language, signal }),
  };
}
