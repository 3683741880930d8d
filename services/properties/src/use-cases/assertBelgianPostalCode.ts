import { AppError } from '@immodesk/platform/errors';

export function assertBelgianPostalCode(country: string, postalCode: string): void {
  if (country === 'BE' && !/^[1-9]\d{3}$/.test(postalCode)) {
    throw new AppError('validation_error', { details: { postalCode: 'validation.belgianPostalCode' } });
  }
}
