import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZListTasksQuery } from '@immodesk/contracts/tasks/listTasks.contract';
import { errorOf, randomContext } from '@immodesk/platform/testing/errorOf';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { serviceOverHttp } from '@immodesk/platform/testing/serviceOverHttp';
import { createHttpPropertiesApi, createInProcessPropertiesApi, type PropertiesApi } from './propertiesApi';
import { propertiesDatabaseModule } from './propertiesDatabaseModule';
import { newProperty } from './testing/newProperty';
import { countTasksForProperty, deleteTasksForProperty } from './use-cases/propertyTasks';

// 23:30 in Brussels on 15 March is 22:30 UTC: "today" is the 15th, as a Belgian landlord sees it.
const clock = fixedClock('2026-03-15T22:30:00Z');
const query = (input: Record<string, string> = {}) => ZListTasksQuery.parse(input);

const service = serviceOverHttp({
  modules: [propertiesDatabaseModule],
  inProcess: ({ dataSource }) => createInProcessPropertiesApi(dataSource, clock),
  client: createHttpPropertiesApi,
});

describe.each([
  ['in-process', () => service.inProcess],
  ['over HTTP', () => service.overHttp],
])('tasks %s', (_, makeApi: () => PropertiesApi) => {
  it('creates, reads, updates, toggles and deletes a task', async () => {
    const api = makeApi();
    const me = randomContext();
    const property = await api.createProperty(
      me,
      newProperty({ street: 'Korenlei', houseNumber: '7', bus: '2', type: 'apartment' }),
    );
    const created = await api.createTask(me, {
      title: '  Lekkende kraan badkamer  ',
      description: 'Huurder meldt druppelende kraan.',
      propertyId: property.id,
      priority: 'high',
      contractorId: null,
      dueDate: '2026-03-20',
      completed: false,
    });
    expect(created).toMatchObject({
      title: 'Lekkende kraan badkamer',
      propertyId: property.id,
      property: { urlCode: property.urlCode, street: 'Korenlei', houseNumber: '7', bus: '2', city: 'Gent' },
      priority: 'high',
      dueDate: '2026-03-20',
      completed: false,
      completedAt: null,
      status: 'pending',
      createdAt: '2026-03-15T22:30:00.000Z',
    });
    expect(await api.getTask(me, { id: created.id })).toEqual(created);

    const done = await api.updateTask(me, { id: created.id, changes: { completed: true } });
    expect(done).toMatchObject({
      completed: true,
      status: 'completed',
      completedAt: '2026-03-15T22:30:00.000Z',
      title: 'Lekkende kraan badkamer',
    });
    const reopened = await api.updateTask(me, {
      id: created.id,
      changes: { completed: false, dueDate: '2026-03-01', propertyId: null },
    });
    expect(reopened).toMatchObject({
      completed: false,
      completedAt: null,
      status: 'overdue',
      propertyId: null,
      property: null,
    });

    await api.deleteTask(me, { id: created.id });
    expect((await errorOf(api.getTask(me, { id: created.id }))).code).toBe('not_found');
    expect((await errorOf(api.deleteTask(me, { id: created.id }))).code).toBe('not_found');
  });

  it('filters by status (overdue before today in Belgium), property or general, and search', async () => {
    const api = makeApi();
    const me = randomContext();
    const gent = await api.createProperty(me, newProperty());
    const base = { description: null, contractorId: null, priority: 'medium' as const, completed: false };
    await api.createTask(me, {
      ...base,
      title: 'EPC laten opmaken',
      propertyId: gent.id,
      dueDate: '2026-03-14',
    });
    await api.createTask(me, {
      ...base,
      title: 'Rookmelders controleren',
      propertyId: gent.id,
      dueDate: '2026-03-15',
    });
    await api.createTask(me, {
      ...base,
      title: 'Boekhouding afsluiten',
      propertyId: null,
      dueDate: null,
      description: 'Kwartaal btw-aangifte',
    });
    await api.createTask(me, {
      ...base,
      title: 'Contrat de bail signé',
      propertyId: null,
      dueDate: '2026-01-10',
      completed: true,
    });

    const all = await api.listTasks(me, query());
    expect(all.total).toBe(4);
    // Open tasks first by due date, undated after them, completed last.
    expect(all.items.map((task) => task.title)).toEqual([
      'EPC laten opmaken',
      'Rookmelders controleren',
      'Boekhouding afsluiten',
      'Contrat de bail signé',
    ]);
    expect(all.items.map((task) => task.status)).toEqual(['overdue', 'pending', 'pending', 'completed']);

    expect((await api.listTasks(me, query({ status: 'overdue' }))).items.map((task) => task.title)).toEqual([
      'EPC laten opmaken',
    ]);
    expect((await api.listTasks(me, query({ status: 'pending' }))).total).toBe(3);
    expect((await api.listTasks(me, query({ status: 'completed' }))).items.map((task) => task.title)).toEqual(
      ['Contrat de bail signé'],
    );
    expect(
      (await api.listTasks(me, query({ propertyId: 'general' }))).items.map((task) => task.title),
    ).toEqual(['Boekhouding afsluiten', 'Contrat de bail signé']);
    expect((await api.listTasks(me, query({ propertyId: gent.id, status: 'pending' }))).total).toBe(2);
    expect((await api.listTasks(me, query({ q: 'btw' }))).items.map((task) => task.title)).toEqual([
      'Boekhouding afsluiten',
    ]);
    expect((await api.listTasks(me, query({ q: '100%' }))).total).toBe(0);
    const secondPage = await api.listTasks(me, query({ page: '2', pageSize: '3' }));
    expect(secondPage).toMatchObject({ total: 4, items: [{ title: 'Contrat de bail signé' }] });
  });

  it('refuses a property of another organization and an empty title, with per-field details', async () => {
    const api = makeApi();
    const me = randomContext();
    const stranger = randomContext();
    const foreign = await api.createProperty(
      stranger,
      newProperty({
        street: 'Rue Neuve',
        houseNumber: '3',
        postalCode: '1000',
        city: 'Bruxelles',
        type: 'studio',
      }),
    );
    const base = {
      description: null,
      contractorId: null,
      priority: 'low' as const,
      dueDate: null,
      completed: false,
    };
    const wrongProperty = await errorOf(
      api.createTask(me, { ...base, title: 'Schilderwerk', propertyId: foreign.id }),
    );
    expect(wrongProperty.code).toBe('validation_error');
    expect(wrongProperty.details).toEqual({ propertyId: 'validation.unknownProperty' });
    const noTitle = await errorOf(api.createTask(me, { ...base, title: '   ', propertyId: null }));
    expect(noTitle.details).toEqual({ title: 'validation.required' });
  });

  it('keeps each organization to its own tasks', async () => {
    const api = makeApi();
    const me = randomContext();
    const stranger = randomContext();
    const theirs = await api.createTask(stranger, {
      title: 'Dakgoot reinigen',
      description: null,
      propertyId: null,
      priority: 'low',
      contractorId: null,
      dueDate: null,
      completed: false,
    });
    expect((await api.listTasks(me, query())).total).toBe(0);
    expect((await errorOf(api.getTask(me, { id: theirs.id }))).code).toBe('not_found');
    expect((await errorOf(api.updateTask(me, { id: theirs.id, changes: { completed: true } }))).code).toBe(
      'not_found',
    );
    expect((await errorOf(api.deleteTask(me, { id: theirs.id }))).code).toBe('not_found');
    expect((await api.getTask(stranger, { id: theirs.id })).completed).toBe(false);
  });
});

describe('tasks of a property (for the property delete)', () => {
  it('counts them and deletes them with the property, leaving other properties and general tasks', async () => {
    const api = createInProcessPropertiesApi(service.database.dataSource, clock);
    const me = randomContext();
    const doomed = await api.createProperty(
      me,
      newProperty({
        street: 'Meir',
        houseNumber: '50',
        postalCode: '2000',
        city: 'Antwerpen',
        type: 'commercial_unit',
      }),
    );
    const kept = await api.createProperty(
      me,
      newProperty({
        street: 'Meir',
        houseNumber: '52',
        postalCode: '2000',
        city: 'Antwerpen',
        type: 'office',
      }),
    );
    const base = {
      description: null,
      contractorId: null,
      priority: 'medium' as const,
      dueDate: null,
      completed: false,
    };
    const first = await api.createTask(me, {
      ...base,
      title: 'Brandverzekering verlengen',
      propertyId: doomed.id,
    });
    const second = await api.createTask(me, { ...base, title: 'Plaatsbeschrijving', propertyId: doomed.id });
    await api.createTask(me, { ...base, title: 'Lift keuren', propertyId: kept.id });
    await api.createTask(me, { ...base, title: 'Algemene vergadering', propertyId: null });

    expect(await countTasksForProperty(service.database.dataSource, me.organizationId, doomed.id)).toBe(2);
    expect((await api.taskIdsForProperty(me, { propertyId: doomed.id })).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect(await api.taskIdsForProperty(randomContext(), { propertyId: doomed.id })).toEqual([]);
    expect(await countTasksForProperty(service.database.dataSource, crypto.randomUUID(), doomed.id)).toBe(0);
    const deleted = await service.database.dataSource.transaction((manager) =>
      deleteTasksForProperty(manager, me.organizationId, doomed.id),
    );
    expect(deleted.sort()).toEqual([first.id, second.id].sort());
    expect((await api.listTasks(me, query())).items.map((task) => task.title).sort()).toEqual([
      'Algemene vergadering',
      'Lift keuren',
    ]);
  });
});
