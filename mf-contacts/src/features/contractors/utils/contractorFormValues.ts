import type {
  TContractor,
  TContractorSpecialty,
} from '@immodesk/contracts/contractors/listContractors.contract';
import { formatBelgianVat } from '@immodesk/contracts/common/belgianVat';
import { formatPhone } from '@immodesk/contracts/common/phone';
import { centsToEuroText, parseEuroToCents } from '@immodesk/sdk';

export type ContractorFormValues = {
  firstName: string;
  lastName: string;
  companyName: string;
  vatNumber: string;
  specialty: TContractorSpecialty;
  hourlyRate: string;
  email: string;
  phone: string;
  address: string;
  /** '' (not rated) or '0'…'5'. */
  rating: string;
  isActive: boolean;
};

export const EMPTY_CONTRACTOR_FORM: ContractorFormValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  vatNumber: '',
  specialty: 'general_maintenance',
  hourlyRate: '',
  email: '',
  phone: '',
  address: '',
  rating: '',
  isActive: true,
};

export function contractorFormValuesOf(contractor: TContractor): ContractorFormValues {
  return {
    firstName: contractor.firstName ?? '',
    lastName: contractor.lastName ?? '',
    companyName: contractor.companyName ?? '',
    vatNumber: contractor.vatNumber ? formatBelgianVat(contractor.vatNumber) : '',
    specialty: contractor.specialty,
    hourlyRate: centsToEuroText(contractor.hourlyRateCents),
    email: contractor.email ?? '',
    phone: contractor.phone ? formatPhone(contractor.phone) : '',
    address: contractor.address ?? '',
    rating: contractor.rating === null ? '' : String(contractor.rating),
    isActive: contractor.isActive,
  };
}

/**
 * The request body: the hourly rate typed in euro ("55,50") becomes cents. A rate that cannot be read is sent as
 * typed, so the contract refuses it under the field instead of it being dropped silently.
 */
export function contractorBodyOf(values: ContractorFormValues): Record<string, unknown> {
  const { hourlyRate, rating, ...rest } = values;
  const hourlyRateCents = parseEuroToCents(hourlyRate);
  return {
    ...rest,
    hourlyRateCents: hourlyRateCents === undefined ? hourlyRate : hourlyRateCents,
    rating: rating === '' ? null : Number(rating),
  };
}
