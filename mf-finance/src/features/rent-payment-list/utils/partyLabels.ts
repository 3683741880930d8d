import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';

/** A legal entity by its company, a person by first and last name. */
export function tenantLabel(tenant: Pick<TTenant, 'entityType' | 'firstName' | 'lastName' | 'companyName'>): string {
  const person = [tenant.firstName, tenant.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const company = tenant.companyName?.trim() ?? '';
  if (tenant.entityType === 'legal' && company) return company;
  return person || company;
}

/** "Kerkstraat 12, Gent": enough to recognise the property in a payment row. */
export function propertyLabel(property: Pick<TPropertySummary, 'street' | 'houseNumber' | 'city'>): string {
  return `${[property.street, property.houseNumber].filter(Boolean).join(' ')}, ${property.city}`;
}
