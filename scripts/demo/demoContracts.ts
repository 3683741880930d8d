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
  const leases = [
    {
      key: 'korenlei',
      signed: 'long_ago' as const,
      body: {
        propertyId: id(refs.properties, 'korenlei'),
        tenantIds: [id(refs.tenants, 'sofie')],
        type: 'hoofdverblijfplaats',
        startsOn: monthStart(today, -19),
        durationMonths: 108,
        rentCents: 115_000,
        chargesCents: 8_000,
        chargesKind: 'provision',
        paymentFrequency: 'monthly',
        rentDueDay: 1,
        deposit: { type: 'blocked_account', amountCents: 345_000 },
        epcCertificateNumber: '20230412-0002874510-RES-1',
      },
    },
    {
      key: 'turnhoutsebaan',
      signed: 'long_ago' as const,
      body: {
        propertyId: id(refs.properties, 'turnhoutsebaan'),
        tenantIds: [id(refs.tenants, 'zuidkant')],
        type: 'handelshuurovereenkomst',
        startsOn: monthStart(today, -34),
        durationMonths: 108,
        rentCents: 145_000,
        chargesCents: 15_000,
        chargesKind: 'fixed',
        paymentFrequency: 'monthly',
        rentDueDay: 5,
        deposit: { type: 'bank_transfer', amountCents: 435_000 },
        guarantor: { name: 'Nadia El Amrani', email: 'nadia@dezuidkant.example.com' },
      },
    },
    {
      key: 'horschateau',
      signed: 'now' as const,
      body: {
        propertyId: id(refs.properties, 'horschateau'),
        tenantIds: [id(refs.tenants, 'julien')],
        type: 'hoofdverblijfplaats',
        startsOn: monthStart(today, 0),
        durationMonths: 108,
        rentCents: 78_000,
        chargesCents: 6_000,
        chargesKind: 'provision',
        paymentFrequency: 'monthly',
        rentDueDay: 1,
        deposit: { type: 'blocked_account', amountCents: 156_000 },
      },
    },
    {
      key: 'dansaert',
      signed: 'not_yet' as const,
      body: {
        propertyId: id(refs.properties, 'dansaert'),
        tenantIds: [id(refs.tenants, 'camille')],
        type: 'hoofdverblijfplaats',
        startsOn: monthStart(today, 1),
        durationMonths: 36,
        rentCents: 125_000,
        chargesCents: 10_000,
        chargesKind: 'provision',
        paymentFrequency: 'monthly',
        rentDueDay: 1,
        deposit: { type: 'blocked_account', amountCents: 250_000 },
        guarantor: { name: 'Isabelle Dubois', email: 'isabelle.dubois@example.org' },
      },
    },
  ];
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
