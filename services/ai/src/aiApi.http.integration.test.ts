import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@immodesk/platform/errors';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { serveOverHttp } from '@immodesk/platform/testing/serveOverHttp';
import { createHttpAiApi, createInProcessAiApi, type AiApi } from './aiApi';
import { aiDatabaseModule } from './aiDatabaseModule';

describe('AI service over HTTP', () => {
  let database: TestDatabase;
  let served: Awaited<ReturnType<typeof serveOverHttp>>;
  let ai: AiApi;
  const owner = { organizationId: crypto.randomUUID(), userId: crypto.randomUUID() };

  beforeAll(async () => {
    database = await createTestDatabase([aiDatabaseModule]);
    served = await serveOverHttp(createInProcessAiApi(database.dataSource));
    ai = createHttpAiApi(served);
  });

  afterAll(async () => {
    await served?.close();
    await database?.drop();
  });

  it('creates a conversation, appends a message and lists it', async () => {
    const conversation = await ai.createConversation(owner, { title: 'Huurwaarborg' });
    const updated = await ai.appendMessage(owner, {
      conversationId: conversation.id,
      role: 'user',
      content: 'Hoeveel waarborg mag ik vragen?',
    });
    expect(updated).toMatchObject({ messageCount: 1, lastMessagePreview: 'Hoeveel waarborg mag ik vragen?' });
    expect((await ai.listConversations(owner, { page: 1, pageSize: 50 })).items).toEqual([updated]);
    const foreign = await ai
      .appendMessage(
        { ...owner, organizationId: crypto.randomUUID() },
        { conversationId: conversation.id, role: 'user', content: 'x' },
      )
      .catch((error: unknown) => error);
    expect((foreign as AppError).code).toBe('not_found');
  });

  it("exports and deletes the organization's conversations and messages over HTTP, leaving other organizations alone", async () => {
    const other = { organizationId: crypto.randomUUID(), userId: crypto.randomUUID() };
    const mine = await ai.createConversation(owner, { title: 'Export' });
    await ai.appendMessage(owner, { conversationId: mine.id, role: 'user', content: 'Alles mee?' });
    await ai.appendMessage(other, {
      conversationId: (await ai.createConversation(other, { title: 'Ander' })).id,
      role: 'user',
      content: 'x',
    });

    const exported = await ai.exportOrganizationData(owner);
    expect(exported).toEqual(await createInProcessAiApi(database.dataSource).exportOrganizationData(owner));
    expect(exported.ai_conversations?.map((row) => row.title)).toContain('Export');
    expect(typeof exported.ai_messages?.[0]?.createdAt).toBe('string');
    expect(
      [...(exported.ai_conversations ?? []), ...(exported.ai_messages ?? [])].every(
        (row) => row.organizationId === owner.organizationId,
      ),
    ).toBe(true);

    await ai.deleteOrganizationData(owner);
    expect(await ai.exportOrganizationData(owner)).toEqual({ ai_conversations: [], ai_messages: [] });
    expect((await ai.exportOrganizationData(other)).ai_messages).toHaveLength(1);
  });
});
