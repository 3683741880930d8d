import type { Services } from '@immodesk/bff/composition';
import { applyIndexation } from '@immodesk/bff/use-cases/applyIndexation';
import { syncPropertyOccupancy } from '@immodesk/bff/use-cases/syncPropertyOccupancy';
import { ZPropertyInformation } from '@immodesk/contracts/properties/propertyInformation.contract';
import { createInProcessContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { RequestContext } from '@immodesk/platform/context';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { createDemoLeaseDraft, type DemoLeaseRefs } from './demoLeaseDraft';

/**
 * Two running leases for rent indexation (issue 18), both in force since a 1 January so that this year's
 * anniversary index (December) is in the shipped series: an Antwerp flat with EPC F, indexed in January 2022 and
 * frozen in January 2023 (the Flemish EPC freeze), whose indexation this year carries the correction factor; and an
 * Ixelles studio with EPB D that can be indexed in full now. The Walloon lease of demoContracts is not due yet.
 */
export async function seedDemoIndexation(
  services: Services,
  context: RequestContext,
  refs: DemoLeaseRefs,
): Promise<number> {
  const year = Number(services.clock.today().slice(0, 4));
  const leases = [
    {
      property: 'koepoort',
      tenant: 'jonas',
      label: 'F' as const,
      signedOn: '2020-12-10',
      startsOn: '2021-01-01',
      rentCents: 92_000,
      indexedOn: ['2022-01-06', '2023-01-09'],
    },
    {
      property: 'ixelles',
      tenant: 'lumiere',
      label: 'D' as const,
      signedOn: `${year - 3}-11-20`,
      startsOn: `${year - 2}-01-01`,
      rentCents: 74_000,
      indexedOn: [],
    },
  ];
  for (const lease of leases) {
    const propertyId = refs.properties.get(lease.property) ?? '';
    await services.properties.putPropertyInformation(context, {
      idOrUrlCode: propertyId,
      information: ZPropertyInformation.parse({
        energyCertificate: {
          label: lease.label,
          certificationDate: '2019-06-14',
          expirationDate: '2029-06-14',
        },
      }),
    });
    const draft = await createDemoLeaseDraft(services, context, refs, { ...lease, chargesCents: 6_000 });
    const thatDay = createInProcessContractsApi(
      services.dataSource,
      fixedClock(`${lease.signedOn}T10:00:00Z`),
    );
    await thatDay.markSent(context, { id: draft.id });
    await thatDay.markSigned(context, { id: draft.id });
    await services.contracts.advanceContract(context, { id: draft.id });
    await syncPropertyOccupancy(services, context, propertyId);
    for (const date of lease.indexedOn)
      await applyIndexation(services, context, { contractId: draft.id, date });
  }
  return leases.length;
}
