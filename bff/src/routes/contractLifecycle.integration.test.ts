import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_PLACEHOLDERS } from '@immodesk/contracts/vocabulary/templatePlaceholders';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { createLogger } from '@immodesk/platform/logger';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { givenDraftLease } from '../testing/portfolio';
import { givenSignedInOwner, type Owner, type SignedInAgent } from '../testing/signedInAgent';
import { advanceContractDates } from '../use-cases/advanceContractDates';
import { onContractSigned } from '../use-cases/onContractSigned';

const ORIGIN = 'http://localhost:3000';

describe('contract lifecycle, signing and templates', () => {
  const clock = movableClock('2026-03-16T09:00:00Z');
  let testApp: TestApp, owner: Owner, agent: SignedInAgent;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock });
    ({ owner, agent } = await givenSignedInOwner(testApp));
  });
  afterAll(() => testApp?.close());

  /** A draft lease without charges on a new property in Liège, for a new tenant. */
  const draft = (startsOn = '2026-04-01') =>
    givenDraftLease(testApp, owner, agent, {
      property: { street: 'Rue Haute', houseNumber: '40', postalCode: '4000', city: 'Liège' },
      tenant: { email: 'luc@example.be' },
      lease: { startsOn, chargesCents: undefined },
    });

  it('refuses every illegal move over HTTP with a translated 409, and freezes a signed contract', async () => {
    const { contract } = await draft();
    const terminateDraft = await agent
      .post(`/api/contracts/${contract.id}/terminate`)
      .send({ date: '2026-05-01', reason: 'other' });
    expect(terminateDraft.status).toBe(409);
    expect(terminateDraft.body.message).toBe(
      'Enkel een ondertekend of lopend contract kan beëindigd worden.',
    );
    expect((await agent.post(`/api/contracts/${contract.id}/amendments`)).status).toBe(409);
    await expect(
      testApp.services.contracts.markSigned(owner.context, { id: contract.id }),
    ).rejects.toMatchObject({ code: 'conflict' });

    await testApp.services.contracts.markSent(owner.context, { id: contract.id });
    await onContractSigned(testApp.services, owner.context, { id: contract.id });
    await expect(
      testApp.services.contracts.markSent(owner.context, { id: contract.id }),
    ).rejects.toMatchObject({ code: 'conflict' });
    await expect(
      testApp.services.contracts.markSigned(owner.context, { id: contract.id }),
    ).rejects.toMatchObject({ code: 'conflict' });

    const edit = await agent
      .patch(`/api/contracts/${contract.id}`)
      .set('Accept-Language', 'en')
      .send({ rentCents: 85_000 });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({
      code: 'conflict',
      message:
        'Only a contract that is not signed yet can be changed; change a signed contract with an amendment.',
    });
    expect((await agent.delete(`/api/contracts/${contract.id}`)).status).toBe(409);

    const amendment = await agent.post(`/api/contracts/${contract.id}/amendments`).expect(201);
    expect(amendment.body).toMatchObject({ status: 'draft', version: 2, amendsContractId: contract.id });
    expect((await agent.post(`/api/contracts/${contract.id}/amendments`)).status).toBe(409);
    expect(
      (await agent.patch(`/api/contracts/${amendment.body.id}`).send({ rentCents: 85_000 })).body.rentCents,
    ).toBe(85_000);
  });

  it('on signing: registration deadline and task, active from the start date, the property rented, the tenant kept; expiry later', async () => {
    const { property, tenant, contract } = await draft('2026-03-01');
    await testApp.services.contracts.markSent(owner.context, { id: contract.id });
    const signed = await onContractSigned(testApp.services, owner.context, { id: contract.id });
    expect(signed).toMatchObject({ status: 'active', registrationDeadline: '2026-05-16' });
    expect((await testApp.services.properties.getProperty(owner.context, property.id)).occupancy).toBe(
      'rented',
    );
    const tasks = await agent.get(`/api/tasks?propertyId=${property.id}`).expect(200);
    expect(tasks.body.items).toEqual([
      expect.objectContaining({
        priority: 'high',
        dueDate: '2026-05-16',
        title: expect.stringContaining('Registreer huurcontract'),
      }),
    ]);

    const deleteTenant = await agent.delete(`/api/tenants/${tenant.id}`);
    expect(deleteTenant.status).toBe(409);
    expect(deleteTenant.body.message).toContain('lopend contract');
    expect((await agent.delete(`/api/properties/${property.id}`)).status).toBe(409);

    clock.set('2029-03-01T09:00:00Z');
    const moved = await advanceContractDates({
      ...testApp.services,
      logger: createLogger({ level: 'silent' }),
    });
    expect(moved).toBeGreaterThanOrEqual(1);
    // Three years on the session would have expired: read through the services, then come back to today.
    expect((await testApp.services.contracts.getContract(owner.context, { id: contract.id })).status).toBe(
      'expired',
    );
    expect((await testApp.services.properties.getProperty(owner.context, property.id)).occupancy).toBe(
      'available',
    );
    clock.set('2026-03-16T09:00:00Z');
    expect((await agent.delete(`/api/tenants/${tenant.id}`)).status).toBe(204);
  });

  it('gates template editing to Basic and up, refuses unknown placeholders with the valid list, and resets', async () => {
    const list = await agent.get('/api/contract-templates').expect(200);
    expect(list.body.items).toHaveLength(18);
    expect(list.body.placeholders).toEqual([...TEMPLATE_PLACEHOLDERS]);
    const walloon = list.body.items.find(
      (item: { type: string; language: string; region: string | null }) =>
        item.type === 'main_residence' && item.language === 'fr' && item.region === 'wallonia',
    );
    expect(walloon.content).toContain('décret wallon du 15 mars 2018');

    const body = {
      language: 'fr',
      region: 'wallonia',
      content: `${walloon.content}\n\nClause particulière : jardin entretenu par {{tenantNames}}.`,
    };
    const free = await agent.put('/api/contract-templates/main_residence').send(body);
    expect(free.status).toBe(403);
    expect(free.body.code).toBe('plan_required');

    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: 'basic' });
    const unknown = await agent
      .put('/api/contract-templates/hoofdverblijfplaats')
      .send({ ...body, content: 'Huur: {{huurprijs}} en {{rent}}' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toMatchObject({
      unknownPlaceholders: ['huurprijs'],
      validPlaceholders: [...TEMPLATE_PLACEHOLDERS],
    });
    expect(unknown.body.message).toContain('{{landlordName}}');
    expect(
      (await agent.put('/api/contract-templates/main_residence').send({ ...body, region: null })).status,
    ).toBe(400);

    const saved = await agent.put('/api/contract-templates/main_residence').send(body).expect(200);
    expect(saved.body).toMatchObject({ isCustomized: true, region: 'wallonia' });
    const { contract } = await draft();
    const docx = await agent.get(`/api/contracts/${contract.id}/docx`).expect(200);
    expect(docx.headers['content-disposition']).toContain('Bail-');

    const reset = await agent
      .post('/api/contract-templates/main_residence/reset')
      .send({ language: 'fr', region: 'wallonia' })
      .expect(200);
    expect(reset.body).toMatchObject({ isCustomized: false, content: walloon.content });
  });
});
