import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { formatBelgianVat } from '@immodesk/contracts/common/belgianVat';
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
  };
}

/** The request body: a natural person has no company or enterprise number; a company keeps its contact person. */
export function tenantBodyOf(values: TenantFormValues): Record<string, unknown> {
  const isLegal = values.entityType === 'legal';
  return {
    ...values,
    companyName: isLegal ? values.companyName : null,
    vatNumber: isLegal ? values.vatNumber : null,
    propertyId: values.propertyId || null,
  };
}
