import { addMonths } from './contractDates';
import type { ContractType } from './contract';

/**
 * Registration duty (rental-law.md §4): the landlord registers a lease of a building used exclusively for housing
 * within 2 months after signing (free); a non-residential lease within 4 months (landlord or tenant, not free).
 */
export function registrationMonths(type: ContractType): number {
  return type === 'commercial_lease' ? 4 : 2;
}

export function isResidential(type: ContractType): boolean {
  return type !== 'commercial_lease';
}

/** The last day to register a lease signed on `signedDate`. */
export function registrationDeadline(type: ContractType, signedDate: string): string {
  return addMonths(signedDate, registrationMonths(type));
}
