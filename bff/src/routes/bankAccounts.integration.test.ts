import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { signedInAgent } from '../testing/signedInAgent';

describe('/api/bank-accounts', () => {
  let testApp: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let stranger: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    agent = await signedInAgent(testApp, await createOwner(testApp.services));
    stranger = await signedInAgent(testApp, await createOwner(testApp.services, { language: 'fr' }));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const kbc = {
    iban: 'be68 5390 0754 7034',
    bic: 'kred be bb',
    bankName: 'KBC',
    accountHolder: 'Immo Peeters BV',
  };
  const belfius = {
    iban: 'BE71 0961 2345 6769',
    bic: '',
    bankName: 'Belfius',
    accountHolder: 'Immo Peeters BV',
  };
  const bpost = { iban: 'BE72000000001616', bankName: 'bpost bank', accountHolder: 'Immo Peeters BV' };

  it('stores the IBAN and BIC normalised, makes the first account primary and refuses the same IBAN twice', async () => {
    const first = await agent
      .post('/api/bank-accounts')
      .send({ ...kbc, isPrimary: false })
      .expect(201);
    expect(first.body).toMatchObject({
      iban: 'BE68539007547034',
      bic: 'KREDBEBB',
      bankName: 'KBC',
      isPrimary: true,
    });
    const second = await agent.post('/api/bank-accounts').send(belfius).expect(201);
    expect(second.body).toMatchObject({ iban: 'BE71096123456769', bic: null, isPrimary: false });

    const duplicate = await agent.post('/api/bank-accounts').send({ ...kbc, iban: 'BE68539007547034' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Dit IBAN staat al bij je bankrekeningen.');

    const list = await agent.get('/api/bank-accounts').expect(200);
    expect(list.body.items.map((account: { iban: string }) => account.iban)).toEqual([
      'BE68539007547034',
      'BE71096123456769',
    ]);
  });

  it('answers a translated 400 for an invalid IBAN or BIC and for missing required fields', async () => {
    const badIban = await stranger
      .post('/api/bank-accounts')
      .set('Accept-Language', 'fr')
      .send({ ...kbc, iban: 'BE68 5390 0754 7035' });
    expect(badIban.status).toBe(400);
    expect(JSON.stringify(badIban.body.details)).toContain('Saisissez un IBAN valide');
    const badBic = await stranger
      .post('/api/bank-accounts')
      .set('Accept-Language', 'fr')
      .send({ ...kbc, bic: 'KRED1EBB' });
    expect(badBic.status).toBe(400);
    expect(JSON.stringify(badBic.body.details)).toContain('Saisissez un BIC valide');
    const missing = await stranger
      .post('/api/bank-accounts')
      .send({ iban: kbc.iban, bankName: '', accountHolder: '' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.details)).toEqual(expect.arrayContaining(['bankName', 'accountHolder']));
    expect((await stranger.get('/api/bank-accounts').expect(200)).body.items).toEqual([]);
  });

  it('moves the primary flag, promotes the oldest account when the primary is removed, and keeps other organizations out', async () => {
    const third = await agent
      .post('/api/bank-accounts')
      .send({ ...bpost, isPrimary: true })
      .expect(201);
    expect(third.body.isPrimary).toBe(true);
    let items = (await agent.get('/api/bank-accounts').expect(200)).body.items as {
      id: string;
      iban: string;
      isPrimary: boolean;
    }[];
    expect(items.filter((account) => account.isPrimary).map((account) => account.iban)).toEqual([
      'BE72000000001616',
    ]);
    expect(items[0]?.iban).toBe('BE72000000001616');

    const kbcAccount = items.find((account) => account.iban === 'BE68539007547034');
    const primary = await agent.put(`/api/bank-accounts/${kbcAccount?.id}/primary`).expect(200);
    expect(
      primary.body.items
        .filter((account: { isPrimary: boolean }) => account.isPrimary)
        .map((account: { iban: string }) => account.iban),
    ).toEqual(['BE68539007547034']);

    expect((await stranger.put(`/api/bank-accounts/${third.body.id}/primary`)).status).toBe(404);
    expect((await stranger.delete(`/api/bank-accounts/${third.body.id}`)).status).toBe(404);

    await agent.delete(`/api/bank-accounts/${kbcAccount?.id}`).expect(204);
    items = (await agent.get('/api/bank-accounts').expect(200)).body.items;
    // The oldest remaining (Belfius, added before bpost) becomes primary.
    expect(items.map((account) => [account.iban, account.isPrimary])).toEqual([
      ['BE71096123456769', true],
      ['BE72000000001616', false],
    ]);
  });
});
