import { expect } from 'vitest';
import type { TEpcLabel } from '@immodesk/contracts/properties/propertyInformation.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { Services } from '../composition';
import { generateRentSchedules } from '../use-cases/generateRentSchedules';
import { onContractSigned } from '../use-cases/onContractSigned';
import type { TestApp } from './createTestApp';
import type { Owner, SignedInAgent } from './signedInAgent';

type PropertyFields = Parameters<Services['properties']['createProperty']>[1];
type TenantFields = Parameters<Services['contacts']['createTenant']>[1];
type ContractorFields = Parameters<Services['contacts']['createContractor']>[1];

/** An apartment at Kouter 12, Gent. */
const PROPERTY: PropertyFields = {
  street: 'Kouter',
  houseNumber: '12',
  postalCode: '9000',
  city: 'Gent',
  country: 'BE',
  type: 'apartment',
};

/** Luc Dubois, a French-speaking person without contact details, living in Liège, born in Namur. */
const TENANT: TenantFields = {
  entityType: 'natural',
  firstName: 'Luc',
  lastName: 'Dubois',
  companyName: null,
  vatNumber: null,
  email: null,
  phone: null,
  language: 'fr',
  status: 'active',
  propertyId: null,
  notes: null,
  street: 'Rue Saint-Gilles',
  houseNumber: '40',
  bus: null,
  postalCode: '4000',
  city: 'Liège',
  country: 'BE',
  birthDate: '1990-05-14',
  birthPlace: 'Namur',
  nationalRegisterNumber: null,
};

/** The landlord's identity a lease needs (issue 31): an address in Gent and a date of birth. */
export const LANDLORD_IDENTITY = {
  street: 'Kortrijksesteenweg',
  houseNumber: '140',
  postalCode: '9000',
  city: 'Gent',
  country: 'BE',
  birthDate: '1968-11-03',
  birthPlace: 'Gent',
};

/** A property straight through the service: `PROPERTY` with `fields` changed. */
export const createTestProperty = (
  testApp: TestApp,
  context: RequestContext,
  fields: Partial<PropertyFields> = {},
) => testApp.services.properties.createProperty(context, { ...PROPERTY, ...fields });

/** A tenant straight through the service: `TENANT` with `fields` changed. */
export const createTestTenant = (
  testApp: TestApp,
  context: RequestContext,
  fields: Partial<TenantFields> = {},
) => testApp.services.contacts.createTenant(context, { ...TENANT, ...fields });

/** The body of POST /api/properties with the required fields only: an apartment at Veldstraat 12, Gent. */
export const PROPERTY_REQUEST = {
  street: 'Veldstraat',
  houseNumber: '12',
  postalCode: '9000',
  city: 'Gent',
  type: 'apartment',
} as const;

/** Another organization's property, in tests that show it stays out of reach: a studio in Brussels. */
export const BRUSSELS_STUDIO = {
  street: 'Rue Neuve',
  houseNumber: '1',
  postalCode: '1000',
  city: 'Bruxelles',
  type: 'studio',
} as const;

/** A contractor straight through the service: a plumber named Claes with no other details, unless `fields` say. */
export const createTestContractor = (
  testApp: TestApp,
  context: RequestContext,
  fields: Partial<ContractorFields> = {},
) =>
  testApp.services.contacts.createContractor(context, {
    firstName: null,
    lastName: 'Claes',
    companyName: null,
    vatNumber: null,
    specialty: 'plumber',
    hourlyRateCents: null,
    email: null,
    phone: null,
    address: null,
    rating: null,
    isActive: true,
    ...fields,
  });

/** The body of POST /api/contracts: a three-year main-residence lease, monthly, two months' rent blocked. */
export const leaseRequest = (
  propertyId: string,
  tenantIds: string[],
  fields: Record<string, unknown> = {},
) => ({
  propertyId,
  tenantIds,
  type: 'main_residence',
  signedOn: '2026-03-16',
  startsOn: '2026-04-01',
  durationMonths: 36,
  rentCents: 80_000,
  chargesCents: 6_000,
  paymentFrequency: 'monthly',
  deposit: { type: 'blocked_account', amountCents: 160_000 },
  epcCertificateNumber: '20260114-0002901234-RES-1',
  ...fields,
});

export type CreatedContract = {
  id: string;
  contractNumber: string;
  structuredReference: string;
  propertyId: string;
};

/** A draft contract created over HTTP by `agent`; fails the test unless the BFF answers 201. */
export async function createContractThroughApi(agent: SignedInAgent, body: object): Promise<CreatedContract> {
  const created = await agent.post('/api/contracts').send(body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as CreatedContract;
}

type LeaseOptions = {
  property?: Partial<PropertyFields>;
  tenant?: Partial<TenantFields>;
  lease?: Record<string, unknown>;
};

/** The property's energy label (rental-law.md §5: every lease mentions the certificate). */
export async function givenEpcLabel(
  testApp: TestApp,
  context: RequestContext,
  propertyId: string,
  label: TEpcLabel = 'C',
) {
  const information = await testApp.services.properties.getPropertyInformation(context, propertyId);
  await testApp.services.properties.putPropertyInformation(context, {
    idOrUrlCode: propertyId,
    information: { ...information, energyCertificate: { ...information.energyCertificate, label } },
  });
}

/** The owner's profile holds what a lease names the landlord with (issue 31). */
export async function givenLandlordIdentity(testApp: TestApp, owner: Owner) {
  await testApp.services.identity.updateProfile(owner.context, LANDLORD_IDENTITY, {
    ip: null,
    userAgent: null,
  });
}

/**
 * A new property and tenant of `owner`, and a draft lease between them that `agent` created over HTTP; the owner,
 * the tenant and the property hold everything the lease needs to be sent (issue 31).
 */
export async function givenDraftLease(
  testApp: TestApp,
  owner: Owner,
  agent: SignedInAgent,
  options: LeaseOptions = {},
) {
  const property = await createTestProperty(testApp, owner.context, options.property);
  await givenEpcLabel(testApp, owner.context, property.id);
  await givenLandlordIdentity(testApp, owner);
  const tenant = await createTestTenant(testApp, owner.context, options.tenant);
  const contract = await createContractThroughApi(
    agent,
    leaseRequest(property.id, [tenant.id], options.lease),
  );
  return { property, tenant, contract };
}

/** `givenDraftLease`, then sent, signed (as a Dutch-speaking landlord) and its rent schedule generated. */
export async function givenSignedLease(
  testApp: TestApp,
  owner: Owner,
  agent: SignedInAgent,
  options: LeaseOptions = {},
) {
  const lease = await givenDraftLease(testApp, owner, agent, options);
  await testApp.services.contracts.markSent(owner.context, { id: lease.contract.id });
  await onContractSigned(testApp.services, owner.context, { id: lease.contract.id, landlordLanguage: 'nl' });
  await generateRentSchedules(testApp.services);
  return lease;
}
