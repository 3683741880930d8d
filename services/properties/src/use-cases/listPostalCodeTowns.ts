import { AppError } from '@immodesk/platform/errors';
import { localitiesForPostalCode } from '../geo/belgianPostalCodes';

/**
 * The towns of a Belgian postal code, so the property form fills the city or offers the choice. Reference data,
 * the same for every organization; a postal code the bpost list does not know is not found.
 */
export function listPostalCodeTowns(postalCode: string): { city: string }[] {
  const localities = localitiesForPostalCode(postalCode);
  if (localities.length === 0)
    throw new AppError('not_found', { messageKey: 'errors.unknownPostalCode', params: { postalCode } });
  return localities.map(({ city }) => ({ city }));
}
