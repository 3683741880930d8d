import { describe, expect, it } from 'vitest';
import { randomContext } from '@immodesk/platform/testing/errorOf';
import { serviceOverHttp } from '@immodesk/platform/testing/serviceOverHttp';
import { createHttpPropertiesApi, createInProcessPropertiesApi, type PropertiesApi } from './propertiesApi';
import { propertiesDatabaseModule } from './propertiesDatabaseModule';
import { newProperty } from './testing/newProperty';

const service = serviceOverHttp({
  modules: [propertiesDatabaseModule],
  inProcess: ({ dataSource }) => createInProcessPropertiesApi(dataSource),
  client: createHttpPropertiesApi,
});

describe.each([
  ['in-process', () => service.inProcess],
  ['over HTTP', () => service.overHttp],
])('createProperties (the rent-roll import), %s', (_, makeApi: () => PropertiesApi) => {
  it('stores a batch as single creates store each property, with free url codes and EPC labels', async () => {
    const api = makeApi();
    const owner = randomContext();
    const single = await api.createProperty(owner, newProperty({ street: 'Kouter', houseNumber: '1' }));
    const batch = await api.createProperties(owner, {
      properties: [
        { ...newProperty({ street: 'Kouter', houseNumber: '1', rentCents: 95_000 }), epcLabel: 'B' },
        newProperty({ street: 'Kouter', houseNumber: '1', isFavourite: true }),
        newProperty({ street: 'Meir', houseNumber: '7', status: 'archived' }),
      ],
      planMaxProperties: 3,
    });
    expect(batch.map((property) => property.urlCode)).toEqual([
      `${single.urlCode}-2`,
      `${single.urlCode}-3`,
      expect.stringContaining('meir-7'),
    ]);
    const [first, favourite, archived] = await Promise.all(
      batch.map((property) => api.getProperty(owner, property.id)),
    );
    const stored = await api.getProperty(owner, single.id);
    expect(first).toMatchObject({
      rentCents: 95_000,
      isFavourite: false,
      status: 'active',
      occupancy: 'available',
      latitude: stored.latitude,
      longitude: stored.longitude,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(favourite?.isFavourite).toBe(true);
    expect(archived?.status).toBe('archived');
    expect((await api.getPropertyInformation(owner, batch[0]!.id)).energyCertificate.label).toBe('B');
    expect((await api.getPropertyInformation(owner, batch[1]!.id)).energyCertificate.label).toBeNull();
  });

  it('checks the plan once for the whole batch and writes nothing beyond it', async () => {
    const api = makeApi();
    const owner = randomContext();
    await api.createProperty(owner, newProperty({ street: 'Veldstraat' }));
    await expect(
      api.createProperties(owner, {
        properties: [
          newProperty({ street: 'Veldstraat', houseNumber: '2' }),
          newProperty({ street: 'Veldstraat', houseNumber: '3' }),
        ],
        planMaxProperties: 2,
      }),
    ).rejects.toMatchObject({ code: 'plan_required' });
    expect(await api.countActiveProperties(owner)).toBe(1);
  });
});
