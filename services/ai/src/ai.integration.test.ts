import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListConversationsQuery } from '@immodesk/contracts/ai/listConversations.contract';
import { errorOf, randomContext } from '@immodesk/platform/testing/errorOf';
import { describeMigrations } from '@immodesk/platform/testing/describeMigrations';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { createInProcessAiApi, type AiApi } from './aiApi';
import { aiDatabaseModule } from './aiDatabaseModule';
import { AiMessageEntity } from './entities/AiMessageEntity';

const query = (input: Record<string, unknown> = {}) => ZListConversationsQuery.parse(input);

describe('AI service', () => {
  let database: TestDatabase;
  let ai: AiApi;
  const owner = randomContext();
  const other = randomContext();

  beforeAll(async () => {
    database = await createTestDatabase([aiDatabaseModule]);
    ai = createInProcessAiApi(database.dataSource);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('keeps count and preview of the messages and lists only the organization’s conversations', async () => {
    const conversation = await ai.createConversation(owner, { title: 'Achterstallige huur' });
    expect(conversation).toMatchObject({ messageCount: 0, lastMessagePreview: null });
    await ai.appendMessage(owner, {
      conversationId: conversation.id,
      role: 'user',
      content: 'Welke huurders zijn te laat?',
    });
    await ai.appendMessage(owner, {
      conversationId: conversation.id,
      role: 'assistant',
      content: 'Twee huurders:\nSofie Peeters en Bakkerij Claes.',
    });
    await ai.createConversation(other, { title: 'Elders' });
    const { items, total } = await ai.listConversations(owner, query());
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      id: conversation.id,
      title: 'Achterstallige huur',
      messageCount: 2,
      lastMessagePreview: 'Twee huurders: Sofie Peeters en Bakkerij Claes.',
    });
    const messages = await database.dataSource
      .getRepository(AiMessageEntity)
      .find({ where: { conversationId: conversation.id }, order: { position: 'ASC' } });
    expect(messages.map((message) => [message.position, message.role])).toEqual([
      [1, 'user'],
      [2, 'assistant'],
    ]);
  });

  it('pages through the conversations', async () => {
    const pager = randomContext();
    for (const title of ['Een', 'Twee', 'Drie']) await ai.createConversation(pager, { title });
    const first = await ai.listConversations(pager, query({ pageSize: '2' }));
    const second = await ai.listConversations(pager, query({ pageSize: '2', page: '2' }));
    expect([first.items.length, second.items.length, first.total]).toEqual([2, 1, 3]);
  });

  it('treats another organization’s conversation as not found and changes nothing', async () => {
    const foreign = await ai.createConversation(other, { title: 'Privé' });
    expect(
      (await errorOf(ai.appendMessage(owner, { conversationId: foreign.id, role: 'user', content: 'Hallo' })))
        .code,
    ).toBe('not_found');
    const [after] = (await ai.listConversations(other, query())).items.filter(
      (item) => item.id === foreign.id,
    );
    expect(after).toMatchObject({ messageCount: 0, lastMessagePreview: null });
  });

  it('refuses an empty title or message', async () => {
    expect((await errorOf(ai.createConversation(owner, { title: '  ' }))).details).toEqual({
      title: 'validation.required',
    });
    const conversation = await ai.createConversation(owner, { title: 'Leeg' });
    expect(
      (
        await errorOf(
          ai.appendMessage(owner, { conversationId: conversation.id, role: 'user', content: ' ' }),
        )
      ).code,
    ).toBe('validation_error');
  });
});

describeMigrations(aiDatabaseModule);
