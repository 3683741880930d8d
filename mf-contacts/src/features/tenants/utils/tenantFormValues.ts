import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { formatBelgianVat } from '@immodesk/contracts/common/belgianVat';
import { formatNationalRegisterNumber } from '@immodesk/contracts/vocabulary/nationalRegisterNumber';
import { formatPhone } from '@immodesk/contracts/common/phone';

export type TenantFormValues = {
  entityType: TTenant['entityType'];
  firstName: string;
  lastName: string;
  companyName: string;
  vatNumber: string;
  email: string;
  phone: string;
  language: TLanguage;
  status: TTenant['status'];
  propertyId: string;
  notes: string;
  /** Issue 31: the current address and birth data a lease fit for registration names the tenant with. */
  street: string;
  houseNumber: string;
  bus: string;
  postalCode: string;
  city: string;
  country: string;
  birthDate: string;
  birthPlace: string;
  nationalRegisterNumber: string;
};

export const EMPTY_TENANT_FORM: TenantFormValues = {
  entityType: 'natural',
  firstName: '',
  lastName: '',
  companyName: '',
  vatNumber: '',
  email: '',
  phone: '',
  language: 'nl',
  status: 'active',
  propertyId: '',
  notes: '',
  street: '',
  houseNumber: '',
  bus: '',
  postalCode: '',
  city: '',
  country: '',
  birthDate: '',
  birthPlace: '',
  nationalRegisterNumber: '',
};

/** A stored tenant as the form shows it: numbers formatted the Belgian way, as the user would type them. */
export function tenantFormValuesOf(tenant: TTenant): TenantFormValues {
  return {
    entityType: tenant.entityType,
    firstName: tenant.firstName ?? '',
    lastName: tenant.lastName ?? '',
    companyName: tenant.companyName ?? '',
    vatNumber: tenant.vatNumber ? formatBelgianVat(tenant.vatNumber) : '',
    email: tenant.email ?? '',
    phone: tenant.phone ? formatPhone(tenant.phone) : '',
    language: tenant.language,
    status: tenant.status,
    propertyId: tenant.propertyId ?? '',
    notes: tenant.notes ?? '',
    street: tenant.street ?? '',
    houseNumber: tenant.houseNumber ?? '',
    bus: tenant.bus ?? '',
    postalCode: tenant.postalCode ?? '',
    city: tenant.city ?? '',
    country: tenant.country ?? '',
    birthDate: tenant.birthDate ?? '',
    birthPlace: tenant.birthPlace ?? '',
    nationalRegisterNumber: tenant.nationalRegisterNumber
      ? formatNationalRegisterNumber(tenant.nationalRegisterNumber)
      : '',
  };
}

/**
 * The request body: a natural person has no company or enterprise number; a company keeps its contact person and
 * has no birth data. An address typed here is Belgian unless the stored one said otherwise.
 */
export function tenantBodyOf(values: TenantFormValues): Record<string, unknown> {
  const isLegal = values.entityType === 'legal';
  return {
    ...values,
    companyName: isLegal ? values.companyName : null,
    vatNumber: isLegal ? values.vatNumber : null,
    propertyId: values.propertyId || null,
    country: values.country || (values.street ? 'BE' : null),
    birthDate: isLegal ? null : values.birthDate,
    birthPlace: isLegal ? null : values.birthPlace,
    nationalRegisterNumber: isLegal ? null : values.nationalRegisterNumber,
  };
}
