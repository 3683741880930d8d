import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { writeCamt053Statement, writeCodaStatement } from '../support/bankStatements';
import { expect, test } from '../support/fixtures';
import { createLandlordWithLeases, type LandlordWithLeases } from '../support/landlordWithLeases';
import { signInAs } from '../support/organizations';

const ACCOUNT = 'BE68539007547034';
const digits = (reference: string) => reference.replace(/\D/g, '');
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

async function importStatement(request: APIRequestContext, baseURL: string, name: string, content: string) {
  const response = await request.post(`${baseURL}/api/bank-statements`, {
    headers: { Origin: baseURL },
    multipart: { file: { name, mimeType: 'application/octet-stream', buffer: Buffer.from(content, 'latin1') } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

async function dueItems(request: APIRequestContext, baseURL: string, contractId: string) {
  const response = await request.get(`${baseURL}/api/rent-payments?contractId=${contractId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { id: string; period: string; paidCents: number; status: string }[] }).items;
}

// Issue 16 acceptance, server side through the running product: statements written from the specifications are
// matched by OGM in several notations, an unmatched line is assigned by hand, a rent request's QR code decodes.
test.describe.serial('bank statements and rent requests', () => {
  let landlord: LandlordWithLeases;

  test.beforeAll(() => {
    landlord = createLandlordWithLeases();
  });

  test('a CODA and a CAMT.053 with OGMs in several notations are matched to the leases', async ({ page, productURL }) => {
    await signInAs(page, productURL, landlord);
    const [sofie, luc] = landlord.contracts;
    if (!sofie || !luc) throw new Error('two leases expected');
    const coda = writeCodaStatement({
      accountIban: ACCOUNT,
      lines: [
        // Two months of Sofie's rent in one transfer, the OGM in the structured field.
        { amountCents: 2 * sofie.amountDueCents, bookingDate: today(), counterpartyName: sofie.tenant, counterpartyIban: 'BE71096123456769', structuredReference: sofie.structuredReference },
        { amountCents: 4_999, bookingDate: today(), counterpartyName: 'Onbekende betaler', counterpartyIban: 'BE98096012345693', communication: 'waarborg' },
      ],
    });
    expect(await importStatement(page.request, productURL, 'kbc.cod', coda)).toEqual({
      format: 'coda', csvBank: null, lines: 2, debits: 0, imported: 2, duplicates: 0, matched: 1, candidates: 0, unmatched: 1,
    });
    const camt = writeCamt053Statement({
      accountIban: ACCOUNT,
      lines: [{ amountCents: luc.amountDueCents, bookingDate: today(), counterpartyName: luc.tenant, counterpartyIban: 'BE72000000001616', communication: `Loyer ***${digits(luc.structuredReference).replace(/^(\d{3})(\d{4})(\d{5})$/, '$1/$2/$3')}***` }],
    });
    expect(await importStatement(page.request, productURL, 'kbc.xml', camt)).toMatchObject({ format: 'camt053', imported: 1, matched: 1 });
    // Last month and this month paid (next month's item, when the schedule made it already, is still pending).
    const paidPeriods = async (contractId: string) => (await dueItems(page.request, productURL, contractId)).filter((item) => item.status === 'paid').length;
    expect(await paidPeriods(sofie.id)).toBe(2);
    expect(await paidPeriods(luc.id)).toBe(1);
    // The same file again: nothing imported twice.
    expect(await importStatement(page.request, productURL, 'kbc-again.cod', coda)).toMatchObject({ imported: 0, duplicates: 2 });
  });

  test('an unmatched line waits in the queue and is assigned by hand', async ({ page, productURL }) => {
    await signInAs(page, productURL, landlord);
    const queue = await (await page.request.get(`${productURL}/api/bank-statement-lines?status=unmatched`)).json();
    expect(queue.items).toEqual([expect.objectContaining({ amountCents: 4_999, communication: 'waarborg', status: 'unmatched' })]);
    const [sofie] = landlord.contracts;
    const [item] = await dueItems(page.request, productURL, sofie?.id ?? '');
    const assigned = await page.request.post(`${productURL}/api/bank-statement-lines/${queue.items[0].id}/assign`, {
      headers: { Origin: productURL },
      data: { allocations: [{ rentPaymentId: item?.id, amountCents: 4_999 }] },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    expect(await assigned.json()).toMatchObject({ status: 'matched', allocations: [expect.objectContaining({ tenantName: 'Sofie Claes' })] });
    expect((await (await page.request.get(`${productURL}/api/bank-statement-lines?status=unmatched`)).json()).total).toBe(0);
  });

  test('a rent request PDF carries a QR code that decodes to the EPC payload', async ({ page, productURL }) => {
    const fresh = createLandlordWithLeases();
    await signInAs(page, productURL, fresh);
    const luc = fresh.contracts[1];
    const [item] = await dueItems(page.request, productURL, luc?.id ?? '');
    const response = await page.request.get(`${productURL}/api/rent-payments/${item?.id}/request`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const directory = mkdtempSync(join(tmpdir(), 'rent-request-'));
    try {
      writeFileSync(join(directory, 'request.pdf'), await response.body());
      execFileSync('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', join(directory, 'request.pdf'), join(directory, 'page')]);
      const image = readdirSync(directory).find((name) => name.endsWith('.png')) ?? '';
      const decoded = execFileSync('zbarimg', ['--quiet', '--raw', '-Sbinary', join(directory, image)]).toString('utf8').replace(/\n$/, '');
      expect(decoded).toBe(`BCD\n002\n1\nSCT\nKREDBEBB\nImmo Peeters BV\n${ACCOUNT}\nEUR1000.00\n\n${digits(luc?.structuredReference ?? '')}`);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
