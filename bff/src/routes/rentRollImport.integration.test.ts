import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { binary } from '../testing/binaryBody';
import type { TestApp } from '../testing/createTestApp';
import { rentRollSheet, rentRollUnit, toCsv, toXlsx } from '../testing/rentRollSheet';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

const TODAY = '2025-11-20';
// Paid up to today: no item is overdue after the import.
const PAID_THROUGH = TODAY;

type PreviewRow = {
  row: number;
  status: string;
  errors: Record<string, string>;
  creates: { property: boolean; tenant: boolean; contract: boolean };
};

describe('rent-roll import (issue 25)', () => {
  let testApp: TestApp, owner: Owner, agent: SignedInAgent, stranger: SignedInAgent;
  beforeAll(async () => {
    ({ testApp, owner, agent, stranger } = await givenTwoSignedInOwners({
      clock: movableClock(`${TODAY}T09:00:00Z`),
      ownerPlan: 'enterprise',
    }));
  });
  afterAll(() => testApp?.close());

  const upload = (who: SignedInAgent, file: Buffer, name: string, paidThrough?: string) => {
    const call = who.post('/api/imports/rent-roll').set('Accept-Language', 'en').attach('file', file, name);
    return paidThrough ? call.field('paidThrough', paidThrough) : call;
  };

  it('previews 60 rows of a CSV with ; and decimal commas, naming each faulty cell', async () => {
    const units = Array.from({ length: 60 }, (_, index) => rentRollUnit(index, { prefix: 'Preview' }));
    units[4] = { ...units[4], rent: 'twaalfhonderd' };
    units[20] = { ...units[20], tenant_email: 'not-an-address' };
    units[41] = { ...units[41], starts_on: '31/02/2021' };
    const csv = Buffer.from(toCsv(rentRollSheet(units)), 'utf8');
    const response = await upload(agent, csv, 'huurlijst.csv', PAID_THROUGH);
    expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
    const rows = response.body.rows as PreviewRow[];
    expect(rows).toHaveLength(60);
    const faulty = rows.filter((row) => row.status === 'error');
    expect(faulty.map((row) => [row.row, Object.keys(row.errors)])).toEqual([
      [6, ['rent']],
      [22, ['tenant_email']],
      [43, ['starts_on']],
    ]);
    expect(faulty[0]?.errors.rent).toBe('Enter an amount, e.g. 1,250.00.');
    expect(response.body.summary).toEqual({ properties: 57, tenants: 57, contracts: 57, errors: 3 });
    expect(owner.context.organizationId).toBeTruthy();
    // Nothing was written but the preview.
    expect((await agent.get('/api/properties').expect(200)).body.total).toBe(0);

    const xlsx = await toXlsx(rentRollSheet(units, 'fr'));
    const fromXlsx = await upload(agent, xlsx, 'liste.xlsx');
    expect(fromXlsx.status, JSON.stringify(fromXlsx.body).slice(0, 500)).toBe(200);
    expect(
      (fromXlsx.body.rows as PreviewRow[]).filter((row) => row.status === 'error').map((row) => row.row),
    ).toEqual([6, 22, 43]);
  });

  it('commits 60 fixed rows (CSV, then the same as XLSX): leases recorded as signed on paper, paid through', async () => {
    const units = Array.from({ length: 60 }, (_, index) => rentRollUnit(index));
    const csv = Buffer.from(`\ufeff${toCsv(rentRollSheet(units))}`, 'utf8');
    const preview = await upload(agent, csv, 'huurlijst.csv', PAID_THROUGH).expect(200);
    expect(preview.body.summary).toEqual({ properties: 60, tenants: 60, contracts: 60, errors: 0 });

    // Another organization's preview is not found, and nothing is written for it.
    expect((await stranger.post(`/api/imports/${preview.body.id}/commit`)).status).toBe(404);

    const commit = await agent.post(`/api/imports/${preview.body.id}/commit`);
    expect(commit.status, JSON.stringify(commit.body).slice(0, 500)).toBe(200);
    expect(commit.body.created).toEqual({ properties: 60, tenants: 60, contracts: 60 });
    expect(commit.body.propertyIds).toHaveLength(60);
    // A preview is committed once.
    expect((await agent.post(`/api/imports/${preview.body.id}/commit`)).status).toBe(404);

    const contracts = await agent.get('/api/contracts?pageSize=200').expect(200);
    expect(contracts.body.total).toBe(60);
    const [lease] = contracts.body.items as {
      id: string;
      status: string;
      signedOn: string;
      rentCents: number;
    }[];
    expect(lease).toMatchObject({ status: 'active', signedOn: '2021-03-10', rentCents: 125_000 });
    const signing = await agent.get(`/api/contracts/${lease?.id}/signing`).expect(200);
    expect((signing.body.auditTrail as { type: string }[]).map((event) => event.type)).toContain(
      'recorded_on_paper',
    );
    const items = await agent.get(`/api/rent-payments?contractId=${lease?.id}&pageSize=200`).expect(200);
    const due = items.body.items as { dueDate: string; status: string; settledAs: string | null }[];
    const past = due.filter((item) => item.dueDate <= PAID_THROUGH);
    expect(past.length).toBeGreaterThan(50);
    for (const item of past) expect(item).toMatchObject({ status: 'paid', settledAs: 'opening_balance' });
    expect(due.some((item) => item.status === 'overdue')).toBe(false);

    const tenants = await agent.get('/api/tenants?pageSize=200').expect(200);
    expect(tenants.body.total).toBe(60);
    const property = await agent.get(`/api/properties/${commit.body.propertyIds[0]}/information`).expect(200);
    expect(property.body.energyCertificate.label).toBe('C');

    // The same file again, as XLSX with French headers: every row is recognised, nothing is created twice.
    const again = await upload(agent, await toXlsx(rentRollSheet(units, 'fr')), 'liste.xlsx', PAID_THROUGH);
    expect(again.status).toBe(200);
    expect(again.body.summary).toEqual({ properties: 0, tenants: 0, contracts: 0, errors: 0 });
    const recommit = await agent.post(`/api/imports/${again.body.id}/commit`).expect(200);
    expect(recommit.body.created).toEqual({ properties: 0, tenants: 0, contracts: 0 });
    expect((await agent.get('/api/contracts?pageSize=200').expect(200)).body.total).toBe(60);
  }, 180_000);

  it('refuses an import beyond the plan before writing anything, saying what the file needs', async () => {
    const units = Array.from({ length: 5 }, (_, index) => rentRollUnit(index, { prefix: 'Planstraat' }));
    const csv = Buffer.from(toCsv(rentRollSheet(units)), 'utf8');
    const preview = await upload(stranger, csv, 'huurlijst.csv').expect(200);
    const commit = await stranger.post(`/api/imports/${preview.body.id}/commit`).set('Accept-Language', 'en');
    expect(commit.status).toBe(403);
    expect(commit.body).toMatchObject({
      code: 'plan_required',
      details: { propertiesNeeded: 5, propertiesRoom: 3, tenantsNeeded: 5, tenantsRoom: 10 },
    });
    expect(commit.body.message).toContain('5 properties');
    expect((await stranger.get('/api/properties').expect(200)).body.total).toBe(0);
    expect((await stranger.get('/api/tenants').expect(200)).body.total).toBe(0);
  });

  it('reads a Windows-1252 file with tab separators and accents as Belgian Excel writes it', async () => {
    const units = [
      {
        ...rentRollUnit(0, { prefix: 'Rue de la Réforme' }),
        tenant_first_name: 'Zoë',
        tenant_email: 'zoe@voorbeeld.be',
        city: 'Liège',
        postal_code: '4000',
      },
      rentRollUnit(1, { prefix: 'Rue de la Réforme', vacant: true }),
    ];
    const cp1252 = Buffer.from(toCsv(rentRollSheet(units, 'fr'), '\t'), 'latin1');
    const preview = await upload(agent, cp1252, 'export.csv').expect(200);
    expect(preview.body.rows).toHaveLength(2);
    expect(preview.body.rows[0]).toMatchObject({
      status: 'ok',
      values: { street: 'Rue de la Réforme', tenant_first_name: 'Zoë', city: 'Liège' },
      creates: { property: true, tenant: true, contract: true },
    });
    expect(preview.body.rows[1]).toMatchObject({
      status: 'ok',
      creates: { property: true, tenant: false, contract: false },
    });
    expect(preview.body.summary).toEqual({ properties: 2, tenants: 1, contracts: 1, errors: 0 });
  });

  it('serves templates in nl, fr and en that the import reads back (CSV with ; and a BOM, XLSX)', async () => {
    const csv = await agent
      .get('/api/imports/rent-roll/template?language=nl&format=csv')
      .buffer(true)
      .parse(binary);
    expect(csv.status).toBe(200);
    const text = (csv.body as Buffer).toString('utf8');
    expect(text.startsWith('\ufeffStraat;Huisnummer;Bus;Postcode;Gemeente;Type pand')).toBe(true);
    const xlsx = await agent
      .get('/api/imports/rent-roll/template?language=fr&format=xlsx')
      .buffer(true)
      .parse(binary);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    for (const [file, name] of [
      [csv.body as Buffer, 'huurlijst.csv'],
      [xlsx.body as Buffer, 'liste.xlsx'],
    ] as const) {
      const preview = await upload(stranger, file, name).expect(200);
      expect(preview.body.rows).toEqual([
        expect.objectContaining({
          row: 2,
          status: 'ok',
          creates: { property: true, tenant: true, contract: true },
        }),
      ]);
    }
  });

  it('removes what a failed commit created, and answers the error', async () => {
    const units = Array.from({ length: 4 }, (_, index) => ({
      ...rentRollUnit(index, { prefix: 'Compensatiestraat' }),
      tenant_email: `compensatie${index}@voorbeeld.be`,
    }));
    const file = Buffer.from(toCsv(rentRollSheet(units)));
    const preview = await upload(agent, file, 'rr.csv', PAID_THROUGH).expect(200);
    const before = (await agent.get('/api/properties').expect(200)).body.total as number;
    const tenantsBefore = (await agent.get('/api/tenants').expect(200)).body.total as number;
    const contractsBefore = (await agent.get('/api/contracts').expect(200)).body.total as number;
    const { finance } = testApp.services;
    const settle = finance.settleOpeningBalances;
    // The opening balances fail: every lease is signed, scheduled and has its registration task by then.
    finance.settleOpeningBalances = () => Promise.reject(new Error('the finance service went away'));
    try {
      expect((await agent.post(`/api/imports/${preview.body.id}/commit`)).status).toBe(500);
    } finally {
      finance.settleOpeningBalances = settle;
    }
    expect((await agent.get('/api/properties').expect(200)).body.total).toBe(before);
    expect((await agent.get('/api/tenants').expect(200)).body.total).toBe(tenantsBefore);
    expect((await agent.get('/api/contracts').expect(200)).body.total).toBe(contractsBefore);
    const retry = await agent.post(`/api/imports/${preview.body.id}/commit`).expect(200);
    expect(retry.body.created).toEqual({ properties: 4, tenants: 4, contracts: 4 });
  }, 60_000);

  it('removes the lease a failed commit added to a property that was there, with its due items and task', async () => {
    const unit = rentRollUnit(0, { prefix: 'Bestaandestraat' });
    const existing = await agent
      .post('/api/properties')
      .send({
        street: unit.street,
        houseNumber: unit.house_number,
        bus: unit.box,
        postalCode: unit.postal_code,
        city: unit.city,
        type: 'apartment',
      })
      .expect(201);
    const propertyId = existing.body.id as string;
    const tasksOf = async () =>
      (await agent.get(`/api/tasks?propertyId=${propertyId}&status=all&pageSize=100`).expect(200)).body
        .total as number;
    const tasksBefore = await tasksOf();
    const file = Buffer.from(toCsv(rentRollSheet([{ ...unit, tenant_email: 'bestaand@voorbeeld.be' }])));
    const preview = await upload(agent, file, 'rr.csv', PAID_THROUGH).expect(200);
    expect((preview.body.rows as PreviewRow[])[0]?.creates).toEqual({
      property: false,
      tenant: true,
      contract: true,
    });
    const { finance } = testApp.services;
    const settle = finance.settleOpeningBalances;
    finance.settleOpeningBalances = () => Promise.reject(new Error('the finance service went away'));
    try {
      expect((await agent.post(`/api/imports/${preview.body.id}/commit`)).status).toBe(500);
    } finally {
      finance.settleOpeningBalances = settle;
    }
    const contracts = await agent.get(`/api/contracts?propertyId=${propertyId}`).expect(200);
    expect(contracts.body.total).toBe(0);
    const items = await agent.get(`/api/rent-payments?propertyId=${propertyId}&pageSize=200`).expect(200);
    expect(items.body.total).toBe(0);
    expect(await tasksOf()).toBe(tasksBefore);
    const property = await agent.get(`/api/properties/${propertyId}`).expect(200);
    expect(property.body.occupancy).toBe('available');

    const retry = await agent.post(`/api/imports/${preview.body.id}/commit`).expect(200);
    expect(retry.body.created).toEqual({ properties: 0, tenants: 1, contracts: 1 });
    expect(await tasksOf()).toBe(tasksBefore + 1);
    expect((await agent.get(`/api/properties/${propertyId}`).expect(200)).body.occupancy).toBe('rented');
  }, 60_000);
});
