import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import type { TestApp } from '../testing/createTestApp';
import { rentRollSheet, rentRollUnit, toCsv, toXlsx } from '../testing/rentRollSheet';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

const TODAY = '2025-11-20';
const PAID_THROUGH = '2025-10-31';

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
    expect(stranger).toBeTruthy();
  });
});
