import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZListBankStatementLinesResponse,
  type TBankStatementLine,
} from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import { ZListRentPaymentsResponse } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { writeCamt053Statement, writeCodaStatement } from '@immodesk/test-fixtures/bankStatements';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { createTestProperty } from '../testing/portfolio';
import { signedInAgent } from '../testing/signedInAgent';
import { generateRentSchedules } from '../use-cases/generateRentSchedules';
import { onContractSigned } from '../use-cases/onContractSigned';

const ACCOUNT = 'BE68539007547034';
const SOFIE_IBAN = 'BE71096123456769';
const JAN_IBAN = 'BE72000000001616';
const STRANGER_IBAN = 'BE98096012345693';

describe('bank statements: import, matching, queue', () => {
  const clock = movableClock('2026-03-16T09:00:00Z');
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof createOwner>>;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let stranger: Awaited<ReturnType<typeof signedInAgent>>;
  let strangerOwner: Awaited<ReturnType<typeof createOwner>>;
  const leases: Record<'sofie' | 'jan' | 'marc', { id: string; structuredReference: string }> = {} as never;

  async function lease(
    client: typeof agent,
    context: typeof owner.context,
    name: { firstName: string; lastName: string },
    terms: { startsOn: string; rentCents: number; chargesCents: number },
  ) {
    const property = await createTestProperty(testApp, context, {
      houseNumber: String(10 + Object.keys(leases).length),
      bus: null,
    });
    const tenant = await testApp.services.contacts.createTenant(context, {
      entityType: 'natural',
      ...name,
      companyName: null,
      vatNumber: null,
      email: `${name.firstName.toLowerCase()}@example.be`,
      phone: null,
      language: 'nl',
      status: 'active',
      propertyId: null,
      notes: null,
    });
    const created = await client.post('/api/contracts').send({
      propertyId: property.id,
      tenantIds: [tenant.id],
      type: 'main_residence',
      signedOn: '2025-12-15',
      startsOn: terms.startsOn,
      durationMonths: 36,
      rentCents: terms.rentCents,
      chargesCents: terms.chargesCents,
      paymentFrequency: 'monthly',
      deposit: { type: 'blocked_account', amountCents: 2 * terms.rentCents },
    });
    expect(created.status).toBe(201);
    const contract = created.body as { id: string; structuredReference: string };
    await testApp.services.contracts.markSent(context, { id: contract.id });
    await onContractSigned(testApp.services, context, { id: contract.id, landlordLanguage: 'nl' });
    return { id: contract.id, structuredReference: contract.structuredReference };
  }

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    owner = await createOwner(testApp.services);
    strangerOwner = await createOwner(testApp.services);
    agent = await signedInAgent(testApp, owner);
    stranger = await signedInAgent(testApp, strangerOwner);
    leases.sofie = await lease(
      agent,
      owner.context,
      { firstName: 'Sofie', lastName: 'Claes' },
      { startsOn: '2026-01-01', rentCents: 80_000, chargesCents: 6_000 },
    );
    leases.jan = await lease(
      agent,
      owner.context,
      { firstName: 'Jan', lastName: 'Janssens' },
      { startsOn: '2026-02-01', rentCents: 95_000, chargesCents: 5_000 },
    );
    leases.marc = await lease(
      agent,
      owner.context,
      { firstName: 'Marc', lastName: 'Peeters' },
      { startsOn: '2026-03-01', rentCents: 80_000, chargesCents: 6_000 },
    );
    await generateRentSchedules(testApp.services);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const upload = (client: typeof agent, content: string, name: string) =>
    client.post('/api/bank-statements').attach('file', Buffer.from(content, 'latin1'), name);
  const items = async (contractId: string) =>
    ZListRentPaymentsResponse.parse(
      (await agent.get(`/api/rent-payments?contractId=${contractId}`).expect(200)).body,
    ).items.map((item) => [item.period, item.paidCents, item.status]);
  const queue = async (status: string, client = agent) =>
    ZListBankStatementLinesResponse.parse(
      (await client.get(`/api/bank-statement-lines?status=${status}`).expect(200)).body,
    );
  const digits = (reference: string) => reference.replace(/\D/g, '');

  const coda = () =>
    writeCodaStatement({
      accountIban: ACCOUNT,
      lines: [
        // One transfer for two months, the OGM in the bank's structured field.
        {
          amountCents: 172_000,
          bookingDate: '2026-03-02',
          counterpartyName: 'Sofie Claes',
          counterpartyIban: SOFIE_IBAN,
          structuredReference: leases.sofie.structuredReference,
        },
        // The OGM typed by the tenant with *** and without separators.
        {
          amountCents: 100_000,
          bookingDate: '2026-03-03',
          counterpartyName: 'Jan Janssens',
          counterpartyIban: JAN_IBAN,
          communication: `huur februari ***${digits(leases.jan.structuredReference).replace(/^(\d{3})(\d{4})/, '$1/$2/')}***`,
        },
        {
          amountCents: 100_000,
          bookingDate: '2026-03-04',
          counterpartyName: 'Jan Janssens',
          counterpartyIban: JAN_IBAN,
          communication: `maart ${digits(leases.jan.structuredReference).replace(/^(\d{3})(\d{4})(\d{5})$/, '$1 $2 $3')}`,
        },
        {
          amountCents: 12_345,
          bookingDate: '2026-03-05',
          counterpartyName: 'Onbekend',
          counterpartyIban: STRANGER_IBAN,
          communication: 'waarborg',
        },
        {
          amountCents: -4_500,
          bookingDate: '2026-03-05',
          counterpartyName: 'Fluvius',
          communication: 'Factuur 123',
        },
      ],
    });

  it('matches OGMs in several notations, one transfer paying several due items, and leaves the rest unmatched', async () => {
    const response = await upload(agent, coda(), 'statement.cod').expect(200);
    expect(response.body).toEqual({
      format: 'coda',
      csvBank: null,
      lines: 5,
      debits: 1,
      imported: 4,
      duplicates: 0,
      matched: 3,
      candidates: 0,
      unmatched: 1,
    });
    expect(await items(leases.sofie.id)).toEqual([
      ['2026-03', 0, 'overdue'],
      ['2026-02', 86_000, 'paid'],
      ['2026-01', 86_000, 'paid'],
    ]);
    expect(await items(leases.jan.id)).toEqual([
      ['2026-03', 100_000, 'paid'],
      ['2026-02', 100_000, 'paid'],
    ]);
    const matched = await queue('matched');
    const twoMonths = matched.items.find((line) => line.amountCents === 172_000);
    expect(twoMonths).toMatchObject({
      matchReason: 'structured_reference',
      structuredReference: leases.sofie.structuredReference,
      counterpartyIban: SOFIE_IBAN,
    });
    expect(
      twoMonths?.allocations.map((allocation) => [
        allocation.period,
        allocation.amountCents,
        allocation.tenantName,
      ]),
    ).toEqual([
      ['2026-01', 86_000, 'Sofie Claes'],
      ['2026-02', 86_000, 'Sofie Claes'],
    ]);
  });

  it('skips the lines of a statement imported again', async () => {
    const again = await upload(agent, coda(), 'statement-again.cod').expect(200);
    expect(again.body).toMatchObject({ lines: 5, imported: 0, duplicates: 4, matched: 0, unmatched: 0 });
    expect((await queue('unmatched')).total).toBe(1);
  });

  it('matches a learned payer IBAN with the outstanding amount, and proposes candidates by amount', async () => {
    const camt = writeCamt053Statement({
      accountIban: ACCOUNT,
      lines: [
        // Sofie's account was learned from her OGM transfer: no reference needed now.
        {
          amountCents: 86_000,
          bookingDate: '2026-03-06',
          counterpartyName: 'S. Claes',
          counterpartyIban: SOFIE_IBAN,
          communication: 'huur',
        },
        // Someone unknown pays exactly Marc's rent: a candidate for the landlord to confirm.
        {
          amountCents: 86_000,
          bookingDate: '2026-03-07',
          counterpartyName: 'M. Peeters',
          counterpartyIban: 'BE13068242375139',
          communication: 'maart',
        },
      ],
    });
    const response = await upload(agent, camt, 'statement.xml').expect(200);
    expect(response.body).toMatchObject({
      format: 'camt053',
      imported: 2,
      matched: 1,
      candidates: 1,
      unmatched: 0,
    });
    expect((await items(leases.sofie.id))[0]).toEqual(['2026-03', 86_000, 'paid']);
    const [candidate] = (await queue('candidate')).items;
    expect(candidate?.candidates).toEqual([
      expect.objectContaining({
        contractId: leases.marc.id,
        period: '2026-03',
        outstandingCents: 86_000,
        reason: 'amount',
        tenantName: 'Marc Peeters',
        propertyAddress: expect.stringContaining('9000 Gent'),
      }),
    ]);
    const rentPaymentId = candidate?.candidates[0]?.rentPaymentId ?? '';
    const assigned = await agent
      .post(`/api/bank-statement-lines/${candidate?.id}/assign`)
      .send({ allocations: [{ rentPaymentId, amountCents: 86_000 }] })
      .expect(200);
    expect(assigned.body).toMatchObject({
      status: 'matched',
      allocations: [{ rentPaymentId, amountCents: 86_000, tenantName: 'Marc Peeters' }],
    });
    expect(await items(leases.marc.id)).toEqual([['2026-03', 86_000, 'paid']]);
    expect(
      (
        await agent
          .post(`/api/bank-statement-lines/${candidate?.id}/assign`)
          .send({ allocations: [{ rentPaymentId, amountCents: 86_000 }] })
      ).status,
    ).toBe(409);
  });

  it('assigns an unmatched line by hand only with amounts that add up and due items of the organization', async () => {
    const [line] = (await queue('unmatched')).items as TBankStatementLine[];
    expect(line).toMatchObject({
      amountCents: 12_345,
      counterpartyName: 'Onbekend',
      communication: 'waarborg',
      candidates: [],
    });
    const strangerItem = await testApp.services.finance.listRentPayments(owner.context, {
      page: 1,
      pageSize: 1,
      contractId: leases.marc.id,
    });
    const itemId = strangerItem.items[0]?.id ?? '';
    const wrongTotal = await agent
      .post(`/api/bank-statement-lines/${line?.id}/assign`)
      .set('Accept-Language', 'en')
      .send({ allocations: [{ rentPaymentId: itemId, amountCents: 100 }] });
    expect(wrongTotal.status).toBe(422);
    expect(wrongTotal.body.message).toBe('The amounts must add up to the amount of the bank line (123.45).');
    // Another organization neither sees the line nor can assign it, and cannot use the owner's due items.
    expect((await queue('unmatched', stranger)).total).toBe(0);
    expect(
      (
        await stranger
          .post(`/api/bank-statement-lines/${line?.id}/assign`)
          .send({ allocations: [{ rentPaymentId: itemId, amountCents: 12_345 }] })
      ).status,
    ).toBe(404);
    expect((await stranger.post(`/api/bank-statement-lines/${line?.id}/ignore`)).status).toBe(404);
    const strangerStatement = writeCodaStatement({
      accountIban: 'BE10091012345604',
      lines: [{ amountCents: 12_345, bookingDate: '2026-03-05', communication: 'x' }],
    });
    await upload(stranger, strangerStatement, 's.cod').expect(200);
    const [strangerLine] = (await queue('unmatched', stranger)).items;
    expect(
      (
        await stranger
          .post(`/api/bank-statement-lines/${strangerLine?.id}/assign`)
          .send({ allocations: [{ rentPaymentId: itemId, amountCents: 12_345 }] })
      ).status,
    ).toBe(404);

    const ignored = await agent.post(`/api/bank-statement-lines/${line?.id}/ignore`).expect(200);
    expect(ignored.body.status).toBe('ignored');
    expect((await queue('ignored')).items.map((ignoredLine) => ignoredLine.id)).toEqual([line?.id]);
  });

  it('refuses a file that is no statement (415), a broken one (422) and one above 5 MB (413)', async () => {
    expect((await upload(agent, 'hello', 'notes.txt')).status).toBe(415);
    const broken = coda().split('\r\n').slice(0, 4).join('\r\n');
    const response = await upload(agent, broken, 'broken.cod').set('Accept-Language', 'en');
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(
      'This bank statement could not be read: the file is damaged or incomplete.',
    );
    const tooLarge = await agent
      .post('/api/bank-statements')
      .set('Accept-Language', 'en')
      .attach('file', Buffer.alloc(5 * 1024 * 1024 + 1, 32), 'big.cod');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('The bank statement is too large: at most 5 MB.');
    expect((await agent.post('/api/bank-statements')).status).toBe(400);
  });
});
