import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '@immodesk/platform/errors';
import { serviceOverHttp } from '@immodesk/platform/testing/serviceOverHttp';
import { createHttpAiApi, createInProcessAiApi } from './aiApi';
import { aiDatabaseModule } from './aiDatabaseModule';

describe('AI service over HTTP', () => {
  const service = serviceOverHttp({
    modules: [aiDatabaseModule],
    inProcess: ({ dataSource }) => createInProcessAiApi(dataSource),
    client: createHttpAiApi,
  });
  const owner = { organizationId: crypto.randomUUID(), userId: crypto.randomUUID() };

  it('creates a conversation, appends a message and lists it', async () => {
    const conversation = await service.overHttp.createConversation(owner, { title: 'Huurwaarborg' });
    const updated = await service.overHttp.appendMessage(owner, {
      conversationId: conversation.id,
      role: 'user',
      content: 'Hoeveel waarborg mag ik vragen?',
    });
    expect(updated).toMatchObject({ messageCount: 1, lastMessagePreview: 'Hoeveel waarborg mag ik vragen?' });
    expect((await service.overHttp.listConversations(owner, { page: 1, pageSize: 50 })).items).toEqual([
      updated,
    ]);
    const foreign = await service.overHttp
      .appendMessage(
        { ...owner, organizationId: crypto.randomUUID() },
        { conversationId: conversation.id, role: 'user', content: 'x' },
      )
      .catch((error: unknown) => error);
    expect((foreign as AppError).code).toBe('not_found');
  });

  it("exports and deletes the organization's conversations and messages over HTTP, leaving other organizations alone", async () => {
    const other = { organizationId: crypto.randomUUID(), userId: crypto.randomUUID() };
    const mine = await service.overHttp.createConversation(owner, { title: 'Export' });
    await service.overHttp.appendMessage(owner, {
      conversationId: mine.id,
      role: 'user',
      content: 'Alles mee?',
    });
    await service.overHttp.appendMessage(other, {
      conversationId: (await service.overHttp.createConversation(other, { title: 'Ander' })).id,
      role: 'user',
      content: 'x',
    });

    const exported = await service.overHttp.exportOrganizationData(owner);
    expect(exported).toEqual(
      await createInProcessAiApi(service.database.dataSource).exportOrganizationData(owner),
    );
    expect(exported.ai_conversations?.map((row) => row.title)).toContain('Export');
    expect(typeof exported.ai_messages?.[0]?.createdAt).toBe('string');
    expect(
      [...(exported.ai_conversations ?? []), ...(exported.ai_messages ?? [])].every(
        (row) => row.organizationId === owner.organizationId,
      ),
    ).toBe(true);

    await service.overHttp.deleteOrganizationData(owner);
    expect(await service.overHttp.exportOrganizationData(owner)).toEqual({
      ai_conversations: [],
      ai_messages: [],
    });
    expect((await service.overHttp.exportOrganizationData(other)).ai_messages).toHaveLength(1);
  });
});
