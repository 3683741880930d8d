import type { Services } from '@immodesk/bff/composition';
import { onContractSigned } from '@immodesk/bff/use-cases/onContractSigned';
import { syncPropertyOccupancy } from '@immodesk/bff/use-cases/syncPropertyOccupancy';
import { ZCreateContractRequest } from '@immodesk/contracts/contracts/createContract.contract';
import { createInProcessContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { RequestContext } from '@immodesk/platform/context';
import { fixedClock } from '@immodesk/platform/ports/clock';

type DemoRefs = { properties: Map<string, string>; tenants: Map<string, string> };

/** The first day of the month `by` months from today's month, `YYYY-MM-01`. */
function monthStart(today: string, by: number): string {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

function daysBefore(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() - days);
  return value.toISOString().slice(0, 10);
}

/**
 * A demo lease: on the property of the same key, for one tenant, from the first of a month counted from today,
 * with a deposit of whole months of rent. Unless it says otherwise, a main-residence lease with a monthly charges
 * provision, paid on the 1st, with the deposit on a blocked account.
 */
type DemoLease = {
  key: string;
  signed: 'long_ago' | 'now' | 'not_yet';
  tenant: string;
  startsInMonths: number;
  durationMonths: number;
  rentCents: number;
  chargesCents: number;
  depositMonths: number;
  type?: string;
  chargesKind?: string;
  rentDueDay?: number;
  depositType?: string;
  guarantor?: { name: string; email: string };
  epcCertificateNumber?: string;
};

const DEMO_LEASES: DemoLease[] = [
  {
    key: 'korenlei',
    signed: 'long_ago',
    tenant: 'sofie',
    startsInMonths: -19,
    durationMonths: 108,
    rentCents: 115_000,
    chargesCents: 8_000,
    depositMonths: 3,
    epcCertificateNumber: '20230412-0002874510-RES-1',
  },
  {
    key: 'turnhoutsebaan',
    signed: 'long_ago',
    tenant: 'zuidkant',
    type: 'handelshuurovereenkomst',
    startsInMonths: -34,
    durationMonths: 108,
    rentCents: 145_000,
    chargesCents: 15_000,
    chargesKind: 'fixed',
    rentDueDay: 5,
    depositMonths: 3,
    depositType: 'bank_transfer',
    guarantor: { name: 'Nadia El Amrani', email: 'nadia@dezuidkant.example.com' },
  },
  {
    key: 'horschateau',
    signed: 'now',
    tenant: 'julien',
    startsInMonths: 0,
    durationMonths: 108,
    rentCents: 78_000,
    chargesCents: 6_000,
    depositMonths: 2,
  },
  {
    key: 'dansaert',
    signed: 'not_yet',
    tenant: 'camille',
    startsInMonths: 1,
    durationMonths: 36,
    rentCents: 125_000,
    chargesCents: 10_000,
    depositMonths: 2,
    guarantor: { name: 'Isabelle Dubois', email: 'isabelle.dubois@example.org' },
  },
];

/**
 * Four leases, one per situation the contract page shows: a Flemish main-residence lease running for over a
 * year and a commercial lease in Borgerhout (both signed and registered long ago, so no open task), a Walloon
 * lease signed this month (active, with its registration task) and a Brussels short lease still in draft.
 */
export async function seedDemoContracts(
  services: Services,
  context: RequestContext,
  refs: DemoRefs,
): Promise<number> {
  const today = services.clock.today();
  const id = (map: Map<string, string>, key: string) => map.get(key) ?? '';
  const leases = DEMO_LEASES.map(
    ({ key, signed, tenant, startsInMonths, depositMonths, depositType = 'blocked_account', ...terms }) => ({
      key,
      signed,
      body: {
        type: 'hoofdverblijfplaats',
        chargesKind: 'provision',
        paymentFrequency: 'monthly',
        rentDueDay: 1,
        ...terms,
        propertyId: id(refs.properties, key),
        tenantIds: [id(refs.tenants, tenant)],
        startsOn: monthStart(today, startsInMonths),
        deposit: { type: depositType, amountCents: terms.rentCents * depositMonths },
      },
    }),
  );
  for (const lease of leases) {
    const signedOn =
      lease.signed === 'long_ago'
        ? daysBefore(lease.body.startsOn, 24)
        : lease.signed === 'now'
          ? today
          : daysBefore(lease.body.startsOn, 10);
    const indexBaseMonth = (
      lease.body.type === 'hoofdverblijfplaats' && lease.key !== 'korenlei'
        ? daysBefore(signedOn, 28)
        : daysBefore(lease.body.startsOn, 1)
    ).slice(0, 7);
    const property = await services.properties.getProperty(context, lease.body.propertyId);
    const tenant = await services.contacts.getTenant(context, { id: lease.body.tenantIds[0] ?? '' });
    const request = ZCreateContractRequest.parse({ ...lease.body, signedOn, indexBaseMonth });
    const draft = await services.contracts.createContract(context, {
      ...request,
      propertyPostalCode: property.postalCode,
      language: tenant.language,
    });
    if (lease.signed === 'not_yet') continue;
    if (lease.signed === 'now') {
      await services.contracts.markSent(context, { id: draft.id });
      await onContractSigned(services, context, { id: draft.id, landlordLanguage: 'nl' });
      continue;
    }
    // Signed (and registered) long ago: the service acts on that day, then the calendar catches up.
    const thatDay = createInProcessContractsApi(services.dataSource, fixedClock(`${signedOn}T10:00:00Z`));
    await thatDay.markSent(context, { id: draft.id });
    await thatDay.markSigned(context, { id: draft.id });
    await services.contracts.advanceContract(context, { id: draft.id });
    await syncPropertyOccupancy(services, context, draft.propertyId);
  }
  return leases.length;
}
