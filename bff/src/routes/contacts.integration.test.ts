import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContractor } from '@immodesk/contracts/contractors/listContractors.contract';
import { ZTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { PROPERTY_REQUEST } from '../testing/portfolio';
import { givenSignedInOwner, givenTwoSignedInOwners } from '../testing/signedInAgent';
import type { SignedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const property = PROPERTY_REQUEST;

describe('tenants and contractors: create, edit, delete, validation, plan limit and organization scope', () => {
  let testApp: TestApp;
  let agent: SignedInAgent;
  let otherAgent: SignedInAgent;

  beforeAll(async () => {
    ({
      testApp,
      agent,
      stranger: otherAgent,
    } = await givenTwoSignedInOwners({
      env: { PUBLIC_URL: ORIGIN },
      clock: fixedClock('2026-03-15T09:00:00Z'),
      ownerPlan: 'professional',
    }));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('creates a natural and a legal tenant, storing the enterprise number and phone normalised', async () => {
    const natural = await agent.post('/api/tenants').send({
      entityType: 'natural',
      firstName: 'Lotte',
      lastName: 'Peeters',
      phone: '0470 12 34 56',
      language: 'fr',
      notes: 'Sleutel bij de buren.',
    });
    expect(natural.status).toBe(201);
    expect(ZTenant.parse(natural.body)).toMatchObject({
      phone: '+32470123456',
      language: 'fr',
      status: 'active',
      notes: 'Sleutel bij de buren.',
    });

    const legal = await agent.post('/api/tenants').send({
      entityType: 'legal',
      companyName: 'Bakkerij Claes BV',
      vatNumber: 'BE 0403 170 701',
      phone: '02 123 45 67',
    });
    expect(legal.status).toBe(201);
    expect(legal.body).toMatchObject({ vatNumber: 'BE0403170701', phone: '+3221234567', language: 'nl' });
  });

  it('refuses an invalid enterprise number and phone with a message per field, in the asked language', async () => {
    const body = {
      entityType: 'legal',
      companyName: 'Boulangerie Dubois SRL',
      vatNumber: 'BE0123.456.789',
      phone: '123',
    };
    const messages = {
      nl: [
        'Vul een geldig Belgisch ondernemingsnummer in, bv. BE 0123.456.749.',
        'Vul een geldig telefoonnummer in, bv. 0470 12 34 56.',
      ],
      fr: [
        "Saisissez un numéro d'entreprise belge valide, p. ex. BE 0123.456.749.",
        'Saisissez un numéro de téléphone valide, p. ex. 0470 12 34 56.',
      ],
      en: [
        'Enter a valid Belgian enterprise number, e.g. BE 0123.456.749.',
        'Enter a valid phone number, e.g. 0470 12 34 56.',
      ],
    };
    for (const [language, [vatNumber, phone]] of Object.entries(messages)) {
      const refused = await agent.post('/api/tenants').set('Accept-Language', language).send(body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'validation_error', details: { vatNumber, phone } });
    }
    const contractor = await agent
      .post('/api/contractors')
      .set('Accept-Language', 'en')
      .send({ companyName: 'X', specialty: 'plumber', vatNumber: '0123456788', rating: 6 });
    expect(contractor.status).toBe(400);
    expect(contractor.body.details).toEqual({ vatNumber: messages.en[0], rating: 'At most 5.' });
  });

  it('requires the names that fit the entity type, also when an edit changes it', async () => {
    const refused = await agent
      .post('/api/tenants')
      .set('Accept-Language', 'fr')
      .send({ entityType: 'natural', firstName: 'Marie' });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual({ lastName: 'Ce champ est obligatoire.' });

    const tenant = (
      await agent.post('/api/tenants').send({ entityType: 'natural', firstName: 'Marie', lastName: 'Dupont' })
    ).body;
    const toLegal = await agent
      .patch(`/api/tenants/${tenant.id}`)
      .set('Accept-Language', 'en')
      .send({ entityType: 'legal' });
    expect(toLegal.status).toBe(400);
    expect(toLegal.body.details).toEqual({ companyName: 'This field is required.' });
  });

  it('edits a tenant: fields left out keep their value, an emptied one is cleared', async () => {
    const tenant = (
      await agent.post('/api/tenants').send({
        entityType: 'natural',
        firstName: 'Jonas',
        lastName: 'Maes',
        email: 'jonas@example.be',
        language: 'fr',
      })
    ).body;
    const edited = await agent.patch(`/api/tenants/${tenant.id}`).send({ lastName: 'Maes-Claes', email: '' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      firstName: 'Jonas',
      lastName: 'Maes-Claes',
      email: null,
      language: 'fr',
      status: 'active',
    });
    expect((await agent.get(`/api/tenants/${tenant.id}`)).body.lastName).toBe('Maes-Claes');
  });

  it('links a tenant to one of the organization’s properties, and answers 404 for another organization’s property', async () => {
    const own = (await agent.post('/api/properties').send(property)).body;
    const foreign = (await otherAgent.post('/api/properties').send(property)).body;

    const linked = await agent
      .post('/api/tenants')
      .send({ entityType: 'natural', firstName: 'Arne', lastName: 'De Smet', propertyId: own.id });
    expect(linked.status).toBe(201);
    const filtered = await agent.get('/api/tenants').query({ propertyId: own.id });
    expect(filtered.body.items.map((tenant: { lastName: string }) => tenant.lastName)).toEqual(['De Smet']);

    const refused = await agent
      .post('/api/tenants')
      .send({ entityType: 'natural', firstName: 'Arne', lastName: 'De Smet', propertyId: foreign.id });
    expect(refused.status).toBe(404);
    const moved = await agent.patch(`/api/tenants/${linked.body.id}`).send({ propertyId: foreign.id });
    expect(moved.status).toBe(404);
    expect((await agent.get(`/api/tenants/${linked.body.id}`)).body.propertyId).toBe(own.id);
  });

  it('answers 404 on every verb for another organization’s tenant and contractor', async () => {
    const tenant = (
      await otherAgent
        .post('/api/tenants')
        .send({ entityType: 'natural', firstName: 'Elders', lastName: 'Niet' })
    ).body;
    const contractor = (
      await otherAgent.post('/api/contractors').send({ companyName: 'Elders BV', specialty: 'painter' })
    ).body;
    for (const path of [`/api/tenants/${tenant.id}`, `/api/contractors/${contractor.id}`]) {
      expect((await agent.get(path)).status).toBe(404);
      expect((await agent.patch(path).send({ firstName: 'Gekaapt' })).status).toBe(404);
      expect((await agent.delete(path)).status).toBe(404);
      expect((await otherAgent.get(path)).status).toBe(200);
    }
    expect((await otherAgent.get(`/api/tenants/${tenant.id}`)).body.firstName).toBe('Elders');
  });

  it('creates, edits, deactivates and deletes a contractor with a rating and an hourly rate', async () => {
    const created = await agent.post('/api/contractors').send({
      firstName: 'Pieter',
      lastName: 'Van Acker',
      companyName: 'Loodgieterij Van Acker',
      vatNumber: '0417.497.106',
      specialty: 'plumber',
      hourlyRateCents: 6500,
      phone: '+32 9 223 45 67',
      rating: 4,
    });
    expect(created.status).toBe(201);
    expect(ZContractor.parse(created.body)).toMatchObject({
      vatNumber: 'BE0417497106',
      phone: '+3292234567',
      rating: 4,
      isActive: true,
    });

    const edited = await agent
      .patch(`/api/contractors/${created.body.id}`)
      .send({ rating: 5, isActive: false, specialty: 'heating' });
    expect(edited.body).toMatchObject({
      rating: 5,
      isActive: false,
      specialty: 'heating',
      hourlyRateCents: 6500,
      companyName: 'Loodgieterij Van Acker',
    });

    expect((await agent.delete(`/api/contractors/${created.body.id}`)).status).toBe(204);
    expect((await agent.get(`/api/contractors/${created.body.id}`)).status).toBe(404);
  });

  it('lists the tasks given to a contractor, and the contractors with a task on a property', async () => {
    const contractor = (
      await agent
        .post('/api/contractors')
        .send({ companyName: 'Elektro Wouters BV', specialty: 'electrician' })
    ).body;
    const own = (await agent.post('/api/properties').send({ ...property, houseNumber: '9' })).body;
    await agent.post('/api/tasks').send({
      title: 'Stopcontacten keuken',
      priority: 'high',
      contractorId: contractor.id,
      propertyId: own.id,
    });
    await agent.post('/api/tasks').send({ title: 'Dakgoot reinigen', priority: 'low' });
    const tasks = await agent.get('/api/tasks').query({ contractorId: contractor.id });
    expect(tasks.status).toBe(200);
    expect(
      tasks.body.items.map((task: { title: string; property: { id: string } | null }) => [
        task.title,
        task.property?.id,
      ]),
    ).toEqual([['Stopcontacten keuken', own.id]]);

    const onProperty = await agent.get('/api/contractors').query({ propertyId: own.id });
    expect(onProperty.body.items.map((item: { companyName: string }) => item.companyName)).toEqual([
      'Elektro Wouters BV',
    ]);
    const elsewhere = (await agent.post('/api/properties').send({ ...property, houseNumber: '11' })).body;
    expect((await agent.get('/api/contractors').query({ propertyId: elsewhere.id })).body).toEqual({
      items: [],
      total: 0,
    });
  });

  it('deletes a tenant', async () => {
    const tenant = (
      await agent.post('/api/tenants').send({ entityType: 'natural', firstName: 'Weg', lastName: 'Gaan' })
    ).body;
    expect((await agent.delete(`/api/tenants/${tenant.id}`)).status).toBe(204);
    expect((await agent.get(`/api/tenants/${tenant.id}`)).status).toBe(404);
  });
});

describe('the plan’s tenant limit', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock: fixedClock('2026-03-15T09:00:00Z') });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('refuses one active tenant too many on create and on reactivation, with a translated 403 plan_required', async () => {
    const { agent } = await givenSignedInOwner(testApp);
    const limits = (await agent.get('/api/user/plan-limits')).body;
    expect(limits).toMatchObject({ activeTenants: 0, maxTenants: 10 });

    const create = (lastName: string, status = 'active') =>
      agent
        .post('/api/tenants')
        .set('Accept-Language', 'en')
        .send({ entityType: 'natural', firstName: 'Huurder', lastName, status });
    for (let index = 1; index <= 10; index += 1) expect((await create(`Nummer ${index}`)).status).toBe(201);

    const refused = await create('Elf');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'plan_required',
      message:
        'Your plan allows 10 active tenants and 10 are in use. Upgrade your plan or deactivate a tenant to add another.',
    });
    const inactive = await create('Twaalf', 'inactive');
    expect(inactive.status).toBe(201);

    const reactivate = await agent
      .patch(`/api/tenants/${inactive.body.id}`)
      .set('Accept-Language', 'nl')
      .send({ status: 'active' });
    expect(reactivate.status).toBe(403);
    expect(reactivate.body.message).toBe(
      'Je abonnement laat 10 actieve huurders toe en er zijn er 10 in gebruik. Upgrade je abonnement of zet een huurder op inactief om er een toe te voegen.',
    );

    const first = (await agent.get('/api/tenants').query({ q: 'Nummer 1', pageSize: 1 })).body.items[0];
    expect((await agent.patch(`/api/tenants/${first.id}`).send({ status: 'inactive' })).status).toBe(200);
    expect((await agent.patch(`/api/tenants/${inactive.body.id}`).send({ status: 'active' })).status).toBe(
      200,
    );
    expect((await agent.get('/api/user/plan-limits')).body).toMatchObject({
      activeTenants: 10,
      maxTenants: 10,
    });
  });
});
