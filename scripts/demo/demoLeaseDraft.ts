import type { Services } from '@immodesk/bff/composition';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { ZCreateContractRequest } from '@immodesk/contracts/contracts/createContract.contract';
import type { RequestContext } from '@immodesk/platform/context';

export type DemoLeaseRefs = { properties: Map<string, string>; tenants: Map<string, string> };

/** The property and the tenant by their demo keys. */
export type DemoLeaseDraft = {
  property: string;
  tenant: string;
  signedOn: string;
  startsOn: string;
  rentCents: number;
  chargesCents: number;
};

/**
 * A nine-year main-residence lease as a draft, through the API's contract: one tenant, monthly rent and charges
 * provision due on the 1st, two months' rent as deposit on a blocked account, in the tenant's language and the
 * property's region.
 */
export async function createDemoLeaseDraft(
  services: Services,
  context: RequestContext,
  refs: DemoLeaseRefs,
  lease: DemoLeaseDraft,
): Promise<TContract> {
  const propertyId = refs.properties.get(lease.property) ?? '';
  const tenantId = refs.tenants.get(lease.tenant) ?? '';
  const property = await services.properties.getProperty(context, propertyId);
  const tenant = await services.contacts.getTenant(context, { id: tenantId });
  const request = ZCreateContractRequest.parse({
    propertyId,
    tenantIds: [tenantId],
    type: 'hoofdverblijfplaats',
    signedOn: lease.signedOn,
    startsOn: lease.startsOn,
    durationMonths: 108,
    rentCents: lease.rentCents,
    chargesCents: lease.chargesCents,
    chargesKind: 'provision',
    paymentFrequency: 'monthly',
    rentDueDay: 1,
    deposit: { type: 'blocked_account', amountCents: lease.rentCents * 2 },
  });
  return services.contracts.createContract(context, {
    ...request,
    propertyPostalCode: property.postalCode,
    language: tenant.language,
  });
}
