import { isBelgianPostalCode } from '@immodesk/contracts/vocabulary/address';
import { AppError } from '@immodesk/platform/errors';

export function assertBelgianPostalCode(country: string, postalCode: string): void {
  if (country === 'BE' && !isBelgianPostalCode(postalCode)) {
    throw new AppError('validation_error', { details: { postalCode: 'validation.belgianPostalCode' } });
  }
}
