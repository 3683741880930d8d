import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { TCreatePropertyRequest, TCreatePropertyResponse } from '@immodesk/contracts/properties/createProperty.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { coordinatesForPostalCode } from '../geo/postalCodeCoordinates';
import { propertyRepository } from '../repositories/propertyRepository';
import { toPropertySummary } from './toPropertySummary';

const URL_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function newUrlCode(): string {
  const bytes = crypto.randomBytes(10);
  return Array.from(bytes, (byte) => URL_CODE_ALPHABET[byte % URL_CODE_ALPHABET.length]).join('');
}

export async function createProperty(dataSource: DataSource, clock: Clock, context: RequestContext, input: TCreatePropertyRequest): Promise<TCreatePropertyResponse> {
  const repository = propertyRepository(dataSource);
  const country = input.country ?? 'BE';
  if (country === 'BE' && !/^[1-9]\d{3}$/.test(input.postalCode)) {
    throw new AppError('validation_error', { details: { postalCode: 'validation.belgianPostalCode' } });
  }
  let urlCode = newUrlCode();
  while (await repository.isUrlCodeTaken(urlCode)) urlCode = newUrlCode();
  const coordinates = coordinatesForPostalCode(country, input.postalCode);
  const row = await repository.insert({
    organizationId: context.organizationId,
    urlCode,
    street: input.street,
    houseNumber: input.houseNumber,
    bus: input.bus ?? null,
    postalCode: input.postalCode,
    city: input.city,
    country,
    type: input.type,
    rentCents: input.rentCents ?? null,
    description: input.description ?? null,
    status: input.status ?? 'active',
    occupancy: 'available',
    isFavourite: input.isFavourite ?? false,
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
    createdAt: clock.now(),
    updatedAt: clock.now(),
  });
  return toPropertySummary(row);
}
