import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListDocumentsResponse } from '@immodesk/contracts/documents/listDocuments.contract';
import { ZListTasksResponse } from '@immodesk/contracts/tasks/listTasks.contract';
import { fixedClock } from '@immodesk/platform/ports/clock';
import type { TestApp } from '../testing/createTestApp';
import { BRUSSELS_STUDIO, createTestContractor, createTestProperty } from '../testing/portfolio';
import { givenTwoSignedInOwners, type Owner, type SignedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const GIF = Buffer.from(
  'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
  'latin1',
);
const XLSX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('....[Content_Types].xml....xl/workbook.xml'),
]);

describe('/api/tasks', () => {
  let testApp: TestApp, owner: Owner, other: Owner, agent: SignedInAgent, stranger: SignedInAgent;
  beforeAll(async () => {
    // 00:30 in Brussels on 16 March is still 15 March in UTC: "today" must be the Belgian 16th.
    ({ testApp, owner, other, agent, stranger } = await givenTwoSignedInOwners({
      env: { PUBLIC_URL: ORIGIN },
      clock: fixedClock('2026-03-15T23:30:00Z'),
      otherLanguage: 'fr',
    }));
  });
  afterAll(() => testApp?.close());

  it('refuses a task without a title, with the field named in the user’s language', async () => {
    const response = await agent.post('/api/tasks').send({ title: '  ', priority: 'medium' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'validation_error',
      details: { title: 'Dit veld is verplicht.' },
    });
    const french = await stranger
      .post('/api/tasks')
      .set('Accept-Language', 'fr')
      .send({ priority: 'urgent' });
    expect(french.status).toBe(400);
    expect(Object.keys(french.body.details).sort()).toEqual(['priority', 'title']);
    const badDate = await agent
      .post('/api/tasks')
      .send({ title: 'Keuring', priority: 'low', dueDate: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect(Object.keys(badDate.body.details)).toEqual(['dueDate']);
  });

  it('creates a task on a property with a contractor, and refuses another organization’s property or contractor', async () => {
    const property = await createTestProperty(testApp, owner.context);
    const contractor = await createTestContractor(testApp, owner.context, {
      firstName: 'Jan',
      companyName: 'Sanitair Claes',
      hourlyRateCents: 5500,
      rating: 4,
    });
    const foreignContractor = await createTestContractor(testApp, other.context, {
      lastName: 'Dupont',
      specialty: 'painter',
    });
    const foreignProperty = await createTestProperty(testApp, other.context, BRUSSELS_STUDIO);

    const created = await agent.post('/api/tasks').send({
      title: 'Boiler ontkalken',
      description: '',
      propertyId: property.id,
      priority: 'high',
      contractorId: contractor.id,
      dueDate: '2026-03-16',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Boiler ontkalken',
      description: null,
      contractorId: contractor.id,
      status: 'pending',
      property: { street: 'Kouter', city: 'Gent' },
    });

    const foreignLinks = [
      ['contractorId', foreignContractor.id, 'Kies een van je vakmensen.'],
      ['propertyId', foreignProperty.id, 'Kies een van je panden.'],
    ];
    for (const [field, foreignId, message] of foreignLinks) {
      const wrong = await agent
        .post('/api/tasks')
        .send({ title: 'Schilderen', priority: 'low', [field as string]: foreignId });
      expect(wrong.status).toBe(400);
      expect(wrong.body.details).toEqual({ [field as string]: message });
    }
    const patchContractor = await agent
      .patch(`/api/tasks/${created.body.id}`)
      .send({ contractorId: foreignContractor.id });
    expect(patchContractor.status).toBe(400);
  });

  it('lists with the status and property filters, judging overdue by the Belgian date', async () => {
    const post = (body: Record<string, unknown>) =>
      agent.post('/api/tasks').send({ priority: 'medium', ...body });
    expect((await post({ title: 'Overdue algemeen', dueDate: '2026-03-15' })).status).toBe(201);
    expect((await post({ title: 'Vandaag algemeen', dueDate: '2026-03-16' })).status).toBe(201);
    const done = await post({ title: 'Klaar algemeen', dueDate: '2026-03-01', completed: true });
    expect(done.body).toMatchObject({ status: 'completed', completedAt: '2026-03-15T23:30:00.000Z' });

    const overdue = ZListTasksResponse.parse((await agent.get('/api/tasks?status=overdue')).body);
    expect(overdue.items.map((task) => task.title)).toEqual(['Overdue algemeen']);
    const general = ZListTasksResponse.parse(
      (await agent.get('/api/tasks?propertyId=general&status=pending')).body,
    );
    expect(general.items.map((task) => task.title)).toEqual(['Overdue algemeen', 'Vandaag algemeen']);
    const search = ZListTasksResponse.parse((await agent.get('/api/tasks?q=boiler')).body);
    expect(search.items.map((task) => task.title)).toEqual(['Boiler ontkalken']);
    expect((await agent.get('/api/tasks?status=late')).status).toBe(400);
    expect((await agent.get('/api/tasks?propertyId=nowhere')).status).toBe(400);
    expect(ZListTasksResponse.parse((await stranger.get('/api/tasks')).body).total).toBe(0);
  });

  it('toggles complete and incomplete; another organization’s task is 404 for every method', async () => {
    const created = await agent.post('/api/tasks').send({ title: 'Meterstanden doorgeven', priority: 'low' });
    const id = created.body.id as string;
    const done = await agent.patch(`/api/tasks/${id}`).send({ completed: true });
    expect(done.body).toMatchObject({ completed: true, status: 'completed' });
    const open = await agent.patch(`/api/tasks/${id}`).send({ completed: false });
    expect(open.body).toMatchObject({ completed: false, completedAt: null, status: 'pending' });

    expect((await stranger.get(`/api/tasks/${id}`)).status).toBe(404);
    expect((await stranger.patch(`/api/tasks/${id}`).send({ completed: true })).status).toBe(404);
    expect((await stranger.delete(`/api/tasks/${id}`)).status).toBe(404);
    expect(
      (await stranger.post(`/api/tasks/${id}/documents`).attach('file', PDF, 'offerte.pdf')).status,
    ).toBe(404);
    expect((await agent.get(`/api/tasks/${id}`)).body.completed).toBe(false);
  });

  it('attaches PDF, Excel and GIF files sniffed from the bytes, refuses others, and removes one attachment', async () => {
    const task = (
      await agent.post('/api/tasks').send({ title: 'Offertes dakwerken vergelijken', priority: 'high' })
    ).body as { id: string };
    const upload = (content: Buffer, fileName: string) =>
      agent
        .post(`/api/tasks/${task.id}/documents`)
        .attach('file', content, { filename: fileName, contentType: 'application/octet-stream' });

    const pdf = await upload(PDF, 'Offerte Dakwerken Peeters.pdf');
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({
      type: 'task_document',
      taskId: task.id,
      mimeType: 'application/pdf',
      propertyId: null,
    });
    expect((await upload(XLSX, 'Meetstaat.xlsx')).body.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect((await upload(GIF, 'Lek.gif')).body.mimeType).toBe('image/gif');
    const renamed = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'offerte.pdf');
    expect(renamed.status).toBe(415);
    expect(renamed.body.code).toBe('unsupported_file_type');
    expect((await upload(Buffer.from('platte tekst'), 'notities.txt')).status).toBe(415);
    // A plain document upload keeps its own list: no Excel there.
    expect(
      (await agent.post('/api/documents').field('type', 'invoice').attach('file', XLSX, 'Meetstaat.xlsx'))
        .status,
    ).toBe(415);

    const attachments = ZListDocumentsResponse.parse(
      (await agent.get(`/api/documents?taskId=${task.id}`)).body,
    );
    expect(attachments.items.map((document) => document.fileName).sort()).toEqual([
      'Lek.gif',
      'Meetstaat.xlsx',
      'Offerte Dakwerken Peeters.pdf',
    ]);
    const download = await agent.get(`/api/documents/${pdf.body.id}/download`).buffer(true);
    expect(Buffer.from(download.body as Buffer).equals(PDF)).toBe(true);

    expect((await stranger.delete(`/api/documents/${pdf.body.id}`)).status).toBe(404);
    expect((await agent.delete(`/api/documents/${pdf.body.id}`)).status).toBe(204);
    expect((await agent.get(`/api/documents/${pdf.body.id}/download`)).status).toBe(404);
    expect(
      ZListDocumentsResponse.parse((await agent.get(`/api/documents?taskId=${task.id}`)).body).total,
    ).toBe(2);
  });

  it('deletes a task with its attachments, files included', async () => {
    const task = (
      await agent.post('/api/tasks').send({ title: 'Plaatsbeschrijving opmaken', priority: 'medium' })
    ).body as { id: string };
    const kept = (await agent.post('/api/tasks').send({ title: 'Andere taak', priority: 'medium' })).body as {
      id: string;
    };
    const attachment = await agent
      .post(`/api/tasks/${task.id}/documents`)
      .attach('file', PDF, 'Plaatsbeschrijving.pdf');
    const other = await agent.post(`/api/tasks/${kept.id}/documents`).attach('file', PDF, 'Andere.pdf');
    const [row] = (await testApp.services.dataSource.query(
      'SELECT storage_key AS storageKey FROM documents WHERE id = ?',
      [attachment.body.id],
    )) as { storageKey: string }[];

    expect((await agent.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    expect((await agent.get(`/api/tasks/${task.id}`)).status).toBe(404);
    expect((await agent.get(`/api/documents/${attachment.body.id}/download`)).status).toBe(404);
    await expect(testApp.services.storage.get(row!.storageKey)).rejects.toThrow();
    expect((await agent.get(`/api/documents/${other.body.id}/download`)).status).toBe(200);
    expect((await agent.delete(`/api/tasks/${task.id}`)).status).toBe(404);
  });
});
