import type { Services } from '@immodesk/bff/composition';
import { recordSignedContract } from '@immodesk/bff/use-cases/recordSignedContract';
import { addCalendarDays } from '@immodesk/platform/domain/calendarDate';
import type { RequestContext } from '@immodesk/platform/context';
import { makePdf } from './demoFiles';
import { createDemoLeaseDraft, type DemoLeaseRefs } from './demoLeaseDraft';

/** The last day of the month before today's, `YYYY-MM-DD`. */
const endOfLastMonth = (today: string) => addCalendarDays(`${today.slice(0, 7)}-01`, -1);

/**
 * Two leases the landlord signed on paper before using Immodesk (issue 25): a Gentbrugge house since 2019 and a
 * Liège house since 2022, registered on time. Each is made as a draft, then recorded as signed on paper through
 * the same use case as "Already signed on paper" (POST /api/contracts/:id/record-signed), with the scan of the
 * signed lease and its rent paid through last month (opening balances); this month's rent was paid two days
 * early, like the other leases'. The Liège lease brings its two past indexations (+4 % on its 2023 anniversary,
 * +3 % on its 2024 one), so its rent is billed at the latest rent. Answers how many due items they have.
 */
export async function seedDemoPaperLeases(
  services: Services,
  context: RequestContext,
  refs: DemoLeaseRefs,
): Promise<{ contracts: number; documents: number; rentPayments: number }> {
  const today = services.clock.today();
  const leases = [
    {
      property: 'gentbrugge',
      tenant: 'wout',
      signedOn: '2019-08-20',
      startsOn: '2019-09-01',
      registeredOn: '2019-09-05',
      rentCents: 135_000,
      indexations: [],
      fileName: 'Huurcontract Brusselsesteenweg 245 (ondertekend).pdf',
      scan: makePdf('Huurovereenkomst hoofdverblijfplaats', [
        'Verhuurder: Demo Vastgoed',
        'Huurder: Wout Claeys',
        'Goed: Brusselsesteenweg 245, 9050 Gentbrugge',
        'Opgemaakt te Gent op 20 augustus 2019',
      ]),
    },
    {
      property: 'puitsensock',
      tenant: 'nicolas',
      signedOn: '2022-05-12',
      startsOn: '2022-06-01',
      registeredOn: '2022-06-08',
      rentCents: 105_000,
      indexations: [
        { indexedOn: '2023-06-01', newRentCents: 109_200 },
        { indexedOn: '2024-06-01', newRentCents: 112_476 },
      ],
      fileName: 'Bail Rue Puits-en-Sock 65 (signé).pdf',
      scan: makePdf('Bail de résidence principale', [
        'Bailleur : Demo Vastgoed',
        'Preneur : Nicolas Lejeune',
        'Bien : Rue Puits-en-Sock 65, 4020 Liège',
        'Fait à Liège le 12 mai 2022',
      ]),
    },
  ];
  let rentPayments = 0;
  for (const lease of leases) {
    const draft = await createDemoLeaseDraft(services, context, refs, { ...lease, chargesCents: 7_500 });
    const scan = await services.documentFiles.uploadDocument(context, {
      fileName: lease.fileName,
      content: lease.scan,
      type: 'rental_agreement',
      propertyId: draft.propertyId,
      tenantId: draft.tenantIds[0] ?? null,
    });
    await recordSignedContract(services, context, {
      id: draft.id,
      signedOn: lease.signedOn,
      registeredOn: lease.registeredOn,
      paidThrough: endOfLastMonth(today),
      documentId: scan.id,
      indexations: lease.indexations,
    });
    const { items } = await services.finance.listRentPayments(context, {
      page: 1,
      pageSize: 200,
      contractId: draft.id,
    });
    rentPayments += items.length;
    for (const item of items.filter((due) => due.status !== 'paid' && due.dueDate <= today))
      await services.finance.registerPayment(context, {
        id: item.id,
        paidCents: item.amountDueCents,
        paidAt: addCalendarDays(item.dueDate, -2),
      });
  }
  return { contracts: leases.length, documents: leases.length, rentPayments };
}
