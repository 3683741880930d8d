import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import type { TestApp } from '../testing/createTestApp';
import { givenDraftLease } from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

const TODAY = '2025-11-20';
const LEASE = { lease: { signedOn: '2021-03-01', startsOn: '2021-04-01', durationMonths: 108 } };
const LATER_LEASE = { lease: { signedOn: '2025-10-01', startsOn: '2026-01-01', durationMonths: 108 } };

// The contracts service's batch (the rent-roll import) applies the rules of one paper signature to each draft.
describe('contracts.recordPaperSignatures (many leases signed on paper at once)', () => {
  let testApp: TestApp, owner: Owner, agent: SignedInAgent, other: Owner, stranger: SignedInAgent;
  beforeAll(async () => {
    ({ testApp, owner, agent, other, stranger } = await givenTwoSignedInOwners({
      clock: movableClock(`${TODAY}T09:00:00Z`),
      ownerPlan: 'enterprise',
    }));
  });
  afterAll(() => testApp?.close());

  it('signs every draft with its own day, its status by its dates', async () => {
    const running = await givenDraftLease(testApp, owner, agent, LEASE);
    const starting = await givenDraftLease(testApp, owner, agent, LATER_LEASE);
    const signed = await testApp.services.contracts.recordPaperSignatures(owner.context, [
      { id: running.contract.id, signedOn: '2021-03-10' },
      { id: starting.contract.id, signedOn: '2025-10-02', registeredOn: '2025-10-20' },
    ]);
    expect(signed.map(({ status, signedOn, registeredOn }) => ({ status, signedOn, registeredOn }))).toEqual([
      { status: 'active', signedOn: '2021-03-10', registeredOn: null },
      { status: 'signed', signedOn: '2025-10-02', registeredOn: '2025-10-20' },
    ]);
    const stored = await agent.get(`/api/contracts/${running.contract.id}`).expect(200);
    expect(stored.body).toMatchObject({ status: 'active', signedOn: '2021-03-10' });
  });

  it('refuses the whole batch when one lease breaks a rule, changing none', async () => {
    const draft = await givenDraftLease(testApp, owner, agent, LEASE);
    const future = await givenDraftLease(testApp, owner, agent, LEASE);
    await expect(
      testApp.services.contracts.recordPaperSignatures(owner.context, [
        { id: draft.contract.id, signedOn: '2021-03-10' },
        { id: future.contract.id, signedOn: '2025-12-01' },
      ]),
    ).rejects.toMatchObject({ code: 'validation_error', details: { signedOn: 'validation.notInFuture' } });
    expect((await agent.get(`/api/contracts/${draft.contract.id}`).expect(200)).body.status).toBe('draft');
  });

  it("answers 404 for another organization's draft and leaves it a draft", async () => {
    const theirs = await givenDraftLease(testApp, other, stranger, LEASE);
    await expect(
      testApp.services.contracts.recordPaperSignatures(owner.context, [
        { id: theirs.contract.id, signedOn: '2021-03-10' },
      ]),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect((await stranger.get(`/api/contracts/${theirs.contract.id}`).expect(200)).body.status).toBe(
      'draft',
    );
  });
});
