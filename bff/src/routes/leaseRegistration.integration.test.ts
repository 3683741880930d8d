import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { NINE_YEAR_LEASE } from '@immodesk/test-fixtures/leases';
import type { TestApp } from '../testing/createTestApp';
import { binary } from '../testing/binaryBody';
import { pdfText } from '../testing/pdfText';
import {
  createContractThroughApi,
  createTestProperty,
  createTestTenant,
  givenDraftLease,
  leaseRequest,
} from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

/** Issue 31: a lease fit for registration names every party with address and birth data, and never a placeholder. */
describe('a lease fit for registration', () => {
  let testApp: TestApp;
  let owner: Owner;
  let agent: SignedInAgent;
  let other: Owner;
  let stranger: SignedInAgent;

  beforeAll(async () => {
    ({ testApp, owner, agent, other, stranger } = await givenTwoSignedInOwners({
      clock: fixedClock('2026-03-16T09:00:00Z'),
    }));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function leasePdfText(contractId: string): Promise<string> {
    const response = await agent.get(`/api/contracts/${contractId}/pdf`).buffer(true).parse(binary);
    expect(response.status).toBe(200);
    return pdfText(response.body as Buffer).replace(/\s+/g, ' ');
  }

  const REGIONS = [
    {
      region: 'Flanders',
      property: { street: 'Kouter', houseNumber: '12', postalCode: '9000', city: 'Gent' },
      language: 'nl' as const,
      landlordBirth: 'geboren te Gent op 3 november 1968',
      tenantBirth: 'geboren te Namen op 14 mei 1990',
    },
    {
      region: 'Brussels',
      property: { street: 'Rue Haute', houseNumber: '8', postalCode: '1000', city: 'Bruxelles' },
      language: 'fr' as const,
      landlordBirth: 'né(e) à Gent le 3 novembre 1968',
      tenantBirth: 'né(e) à Namen le 14 mai 1990',
    },
    {
      region: 'Wallonia',
      property: { street: 'Place du Marché', houseNumber: '3', postalCode: '4000', city: 'Liège' },
      language: 'fr' as const,
      landlordBirth: 'né(e) à Gent le 3 novembre 1968',
      tenantBirth: 'né(e) à Namen le 14 mai 1990',
    },
  ];

  for (const { region, property, language, landlordBirth, tenantBirth } of REGIONS)
    it(`prints the parties' addresses and birth data in ${region}, with no "not stated" mention`, async () => {
      const { contract } = await givenDraftLease(testApp, owner, agent, {
        property,
        tenant: { language, birthPlace: 'Namen', nationalRegisterNumber: '90051400149' },
        lease: NINE_YEAR_LEASE,
      });
      const text = await leasePdfText(contract.id);
      expect(text).toContain('Kortrijksesteenweg 140, 9000 Gent');
      expect(text).toContain(landlordBirth);
      expect(text).toContain('Rue Saint-Gilles 40, 4000 Liège');
      expect(text).toContain(tenantBirth);
      expect(text).toMatch(/90\.05\.14-001\.49/);
      expect(text).not.toMatch(/niet vermeld|non mentionné|not stated|……/);
      // A nine-year lease states the nine-year rules only, not those of a lease of three years or less.
      expect(text).not.toMatch(/drie jaar of korter|trois ans ou moins/);
      expect(text).toMatch(/negen jaar|neuf ans/);
    });

  it('states the short-lease rules, and not the nine-year ones, in a lease of three years', async () => {
    const { contract } = await givenDraftLease(testApp, owner, agent, { tenant: { language: 'nl' } });
    const text = await leasePdfText(contract.id);
    expect(text).toContain('Een overeenkomst van drie jaar of korter');
    expect(text).not.toContain('Een overeenkomst van negen jaar');
  });

  it('refuses to send a lease that lacks what its template needs, listing each missing field', async () => {
    const email = `jan.${crypto.randomUUID().slice(0, 8)}@example.be`;
    // The other owner's profile has no address or birth date, the tenant only a name and an e-mail address, and
    // the property no energy certificate.
    const property = await createTestProperty(testApp, other.context);
    const tenant = await createTestTenant(testApp, other.context, {
      firstName: 'Jan',
      email,
      street: null,
      houseNumber: null,
      postalCode: null,
      city: null,
      birthDate: null,
      birthPlace: null,
    });
    const contract = await createContractThroughApi(
      stranger,
      leaseRequest(property.id, [tenant.id], { epcCertificateNumber: null }),
    );
    const refused = await stranger
      .post(`/api/contracts/${contract.id}/send`)
      .send({ subject: 'Uw huurcontract', message: 'Dag Jan', email });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('business_rule');
    expect(refused.body.details.missing).toEqual([
      { party: 'landlord', field: 'address' },
      { party: 'landlord', field: 'birthDate' },
      { party: 'tenant', tenantId: tenant.id, name: 'Jan Dubois', field: 'address' },
      { party: 'tenant', tenantId: tenant.id, name: 'Jan Dubois', field: 'birthDate' },
      { party: 'tenant', tenantId: tenant.id, name: 'Jan Dubois', field: 'birthPlace' },
      { party: 'property', field: 'epcLabel' },
      { party: 'contract', field: 'epcCertificateNumber' },
    ]);
    expect((await stranger.get(`/api/contracts/${contract.id}`)).body.status).toBe('draft');

    // Once the tenant and the profile are complete, only the certificate is still asked for.
    expect(
      (
        await stranger.patch(`/api/tenants/${tenant.id}`).send({
          street: 'Veldstraat',
          houseNumber: '3',
          postalCode: '9000',
          city: 'Gent',
          birthDate: '1985-07-30',
          birthPlace: 'Aalst',
          nationalRegisterNumber: '85.07.30-033.28',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await stranger.patch('/api/user/profile').send({
          street: 'Kouter',
          houseNumber: '1',
          postalCode: '9000',
          city: 'Gent',
          birthDate: '1970-01-01',
        })
      ).status,
    ).toBe(200);
    const still = await stranger
      .post(`/api/contracts/${contract.id}/send`)
      .send({ subject: 'Uw huurcontract', message: 'Dag Jan', email });
    expect(still.status).toBe(422);
    expect(still.body.details.missing).toEqual([
      { party: 'property', field: 'epcLabel' },
      { party: 'contract', field: 'epcCertificateNumber' },
    ]);
  });

  it('refuses a national register number whose check digits are wrong', async () => {
    const tenant = await createTestTenant(testApp, owner.context);
    const refused = await agent
      .patch(`/api/tenants/${tenant.id}`)
      .send({ nationalRegisterNumber: '85.07.30-033.29' });
    expect(refused.status).toBe(400);
    expect(refused.body.details.nationalRegisterNumber).toBeTruthy();
  });
});
