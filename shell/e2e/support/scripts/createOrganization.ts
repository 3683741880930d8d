// Run by support/organizations.ts: a verified owner with an empty organization on a given plan (set by the
// administrator, as `npm run plan:set` does; `free` skips the sign-up's trial), with the landlord's details a lease
// needs in the profile.
// Usage: tsx createOrganization.ts <email> <password> <planType>
import type { TPlanType } from '@immodesk/contracts/plan/plan.contract';
import { LANDLORD_IDENTITY } from '../leaseIdentity';
import { registerVerifiedOwner, runSeed } from './seedServices';

runSeed(async (services, [email = '', password = '', planType]) => {
  const context = await registerVerifiedOwner(services, {
    email,
    password,
    firstName: 'Sofie',
    lastName: 'Janssens',
    organizationName: 'Janssens Vastgoed',
  });
  await services.identity.changeOrganizationPlan(context, { planType: planType as TPlanType });
  // Issue 31: what a lease names the landlord with, so the specs can send leases.
  await services.identity.updateProfile(context, LANDLORD_IDENTITY, { ip: null, userAgent: null });
});
