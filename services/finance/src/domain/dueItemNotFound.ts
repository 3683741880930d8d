import { AppError } from '@immodesk/platform/errors';

/** No such due item in the organization (unknown, another organization's, or no item for that contract and period). */
export function dueItemNotFound(): AppError {
  return new AppError('not_found', {
    messageKey: 'rentPayments.errors.dueItemNotFound',
    params: { entity: 'rentPayment' },
  });
}
