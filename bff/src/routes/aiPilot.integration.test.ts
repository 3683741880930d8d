import type request from 'supertest';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startChatCompletionsDouble,
  type ChatCompletionsDouble,
} from '@immodesk/ai/testing/chatCompletionsDouble';
import { ZAiChatEvent, type TAiChatEvent } from '@immodesk/contracts/ai/chat.contract';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { createApp } from '../app';
import { streamedText } from '../testing/binaryBody';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { BRUSSELS_STUDIO, createTestProperty, createTestTenant } from '../testing/portfolio';
import { givenSignedInOwner, givenTwoSignedInOwners, signedInAgent } from '../testing/signedInAgent';
import type { Owner, SignedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';

/** The events of a server-sent event body, each checked against the contract. */
function events(body: string): TAiChatEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => Boolean(line))
    .map((line) => ZAiChatEvent.parse(JSON.parse(line.slice(6))));
}

function sseBody(response: request.Response): string {
  return typeof response.text === 'string' && response.text ? response.text : String(response.body ?? '');
}

describe('AI Pilot with an OpenAI-compatible provider (the chat-completions double)', () => {
  let double: ChatCompletionsDouble;
  let testApp: TestApp;
  let owner: Owner;
  let other: Owner;
  let agent: SignedInAgent;
  let strangerAgent: SignedInAgent;
  let foreign: { propertyId: string; tenantId: string };
  let ownPropertyId: string;

  const tenant = (firstName: string, lastName: string, propertyId: string | null) => ({
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.be`,
    language: 'nl' as const,
    propertyId,
    planMaxTenants: -1,
  });

  const ask = (message: string, extra: Record<string, unknown> = {}) =>
    agent
      .post('/api/ai/chat')
      .buffer(true)
      .parse(streamedText)
      .send({ message, ...extra });

  beforeAll(async () => {
    double = await startChatCompletionsDouble();
    ({
      testApp,
      owner,
      agent,
      other,
      stranger: strangerAgent,
    } = await givenTwoSignedInOwners({
      env: {
        PUBLIC_URL: ORIGIN,
        AI_BASE_URL: double.url,
        AI_MODEL: 'immodesk-test',
        AI_API_KEY: 'sk-test-key',
      },
      clock: fixedClock('2026-11-24T09:00:00Z'),
      otherLanguage: 'fr',
    }));
    const own = await createTestProperty(testApp, owner.context);
    ownPropertyId = own.id;
    await createTestTenant(testApp, owner.context, tenant('Sofie', 'Claes', own.id));
    const foreignProperty = await createTestProperty(testApp, other.context, BRUSSELS_STUDIO);
    const foreignTenant = await createTestTenant(
      testApp,
      other.context,
      tenant('Geheim', 'Vandenbroucke', foreignProperty.id),
    );
    foreign = { propertyId: foreignProperty.id, tenantId: foreignTenant.id };
  });

  afterAll(async () => {
    await testApp?.close();
    await double?.close();
  });

  beforeEach(() => {
    double.requests.length = 0;
  });

  it('answers through a tool round, streaming the answer in pieces, and keeps the conversation for its user only', async () => {
    double.script(
      { toolCalls: [{ name: 'search_tenants', arguments: { query: 'Claes' } }] },
      { text: 'Je hebt één huurder die Claes heet: Sofie Claes, Kouter 12.' },
    );
    const response = await ask('Welke huurders heten Claes?');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const received = events(sseBody(response));
    const deltas = received.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(received).toContainEqual({ type: 'tool', name: 'search_tenants', status: 'done' });
    const done = received.at(-1);
    expect(done).toEqual({
      type: 'done',
      conversationId: expect.any(String),
      answer: 'Je hebt één huurder die Claes heet: Sofie Claes, Kouter 12.',
    });
    expect(deltas.map((event) => (event.type === 'delta' ? event.text : '')).join('')).toBe(
      'Je hebt één huurder die Claes heet: Sofie Claes, Kouter 12.',
    );

    // The model got the tools, the key, the question, and then the tool's answer from the organization's data.
    expect(double.requests).toHaveLength(2);
    expect(double.requests[0]!.authorization).toBe('Bearer sk-test-key');
    expect(double.requests[0]!.body).toMatchObject({ model: 'immodesk-test', stream: true });
    expect(double.requests[0]!.body.tools?.map((tool) => tool.function.name)).toContain('overdue_payments');
    const toolMessage = double.requests[1]!.body.messages.find((message) => message.role === 'tool');
    expect(JSON.parse(String(toolMessage?.content))).toMatchObject({
      items: [{ name: 'Sofie Claes', propertyAddress: 'Kouter 12, 9000 Gent' }],
      total: 1,
    });

    const conversationId = done?.type === 'done' ? done.conversationId : '';
    const stored = await agent.get(`/api/ai/conversations/${conversationId}`);
    expect(stored.body.messages.map((message: { role: string }) => message.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect((await strangerAgent.get(`/api/ai/conversations/${conversationId}`)).status).toBe(404);
    expect(
      (await strangerAgent.post('/api/ai/chat').send({ message: 'Hallo?', conversationId })).status,
    ).toBe(404);
  });

  it('answers "not found" to a tool call with another organization’s ids, and shows nothing of that organization', async () => {
    double.script(
      {
        toolCalls: [
          {
            name: 'draft_tenant_message',
            arguments: { tenantId: foreign.tenantId, subject: 'Huur', body: 'Betaal a.u.b.' },
          },
          { name: 'search_contracts', arguments: { propertyId: foreign.propertyId } },
          { name: 'search_tenants', arguments: { propertyId: foreign.propertyId } },
          { name: 'propose_task', arguments: { title: 'Inbraak', propertyId: foreign.propertyId } },
        ],
      },
      { text: 'Dat vind ik niet.' },
    );
    const response = await ask('Toon de gegevens van de andere organisatie.');
    const received = events(sseBody(response));
    expect(received.filter((event) => event.type === 'tool')).toEqual(
      ['draft_tenant_message', 'search_contracts', 'search_tenants', 'propose_task'].flatMap((name) => [
        { type: 'tool', name, status: 'started' },
        { type: 'tool', name, status: 'failed' },
      ]),
    );
    expect(received.some((event) => event.type === 'proposal')).toBe(false);
    const toolAnswers = double.requests[1]!.body.messages.filter((message) => message.role === 'tool').map(
      (message) => JSON.parse(String(message.content)),
    );
    expect(toolAnswers).toEqual(Array(4).fill({ error: 'not_found', message: 'Niet gevonden.' }));
    expect(sseBody(response) + JSON.stringify(double.requests)).not.toMatch(/Vandenbroucke|Rue Neuve/);
  });

  it('proposes a task and a message draft without creating or sending anything', async () => {
    double.script(
      {
        toolCalls: [
          {
            name: 'propose_task',
            arguments: { title: 'Rookmelders nakijken', propertyId: ownPropertyId, dueDate: '2026-12-01' },
          },
        ],
      },
      { text: 'Ik stel een taak voor.' },
    );
    const received = events(sseBody(await ask('Maak een taak: rookmelders nakijken')));
    expect(received).toContainEqual({
      type: 'proposal',
      proposal: {
        kind: 'task',
        title: 'Rookmelders nakijken',
        description: null,
        dueDate: '2026-12-01',
        priority: 'medium',
        propertyId: ownPropertyId,
        propertyAddress: 'Kouter 12, 9000 Gent',
      },
    });
    expect((await agent.get('/api/tasks')).body.total).toBe(0);
  });

  it('gives the SPEC error message when the provider fails or is down', async () => {
    double.script({ status: 500 });
    const failed = events(sseBody(await ask('Welke huurders zijn achter met betalen?')));
    expect(failed.at(-1)).toEqual({
      type: 'error',
      code: 'unavailable',
      message: 'Er ging iets mis bij het verwerken van je vraag. Probeer het later opnieuw.',
    });

    const down = await createTestApp({
      env: { PUBLIC_URL: ORIGIN, AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'immodesk-test' },
    });
    try {
      const { agent: downAgent } = await givenSignedInOwner(down, { language: 'en' });
      const response = await downAgent
        .post('/api/ai/chat')
        .set('Accept-Language', 'en')
        .buffer(true)
        .parse(streamedText)
        .send({ message: 'Which tenants are late?' });
      expect(events(sseBody(response)).at(-1)).toEqual({
        type: 'error',
        code: 'unavailable',
        message: 'Something went wrong while processing your question. Please try again later.',
      });
      const description = await downAgent
        .post('/api/ai/property-description')
        .set('Accept-Language', 'en')
        .send({ propertyId: ownPropertyId, language: 'en' });
      expect(description.status).toBe(404);
    } finally {
      await down.close();
    }
  });

  it('writes the property description in the chosen language within 2000 characters, with the SPEC errors', async () => {
    double.script({ description: `Lumineux appartement à Gand. ${'Très belle vue. '.repeat(200)}` });
    const response = await agent
      .post('/api/ai/property-description')
      .send({ propertyId: ownPropertyId, language: 'fr' });
    expect(response.status).toBe(200);
    expect(response.body.description.length).toBeLessThanOrEqual(2000);
    expect(response.body.description).toMatch(/^Lumineux appartement à Gand\. .*vue\.$/s);
    expect(String(double.requests[0]!.body.messages[0]!.content)).toContain('French');
    expect(double.requests[0]!.body.messages[1]!.content).toContain('Kouter');

    double.script({ description: '   ' });
    const empty = await agent
      .post('/api/ai/property-description')
      .send({ propertyId: ownPropertyId, language: 'nl' });
    expect(empty.status).toBe(503);
    expect(empty.body.message).toBe('Er werd geen beschrijving ontvangen van AI. Probeer het opnieuw.');

    double.script({ status: 502 });
    const failed = await agent
      .post('/api/ai/property-description')
      .send({ propertyId: ownPropertyId, language: 'nl' });
    expect(failed.body.message).toBe(
      'Fout bij het genereren van een beschrijving. Probeer het later opnieuw.',
    );

    expect(
      (
        await agent
          .post('/api/ai/property-description')
          .send({ propertyId: foreign.propertyId, language: 'nl' })
      ).status,
    ).toBe(404);
  });

  it('refuses questions beyond the plan’s daily allowance with a translated 429', async () => {
    await testApp.services.billing.setPlanByAdmin(
      { organizationId: other.context.organizationId },
      { planType: 'free' },
    );
    const french = (message: string) =>
      strangerAgent.post('/api/ai/chat').set('Accept-Language', 'fr').send({ message });
    for (let question = 0; question < 10; question += 1) {
      double.script({ text: 'Oui.' });
      expect((await french(`Question ${question}`)).status).toBe(200);
    }
    const refused = await french('Encore une ?');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'rate_limited',
      message: expect.stringContaining('10 questions'),
    });
  });

  it('writes no question, answer or tool data to the logs, also when the question fails', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'trace' },
      new Writable({
        write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString('utf8')), done()),
      }),
    );
    const loggedApp = createApp({ config: testApp.config, services: testApp.services, logger });
    const logged = await signedInAgent({ ...testApp, app: loggedApp, callback: loggedApp.callback() }, owner);
    const ask = (message: string) =>
      logged.post('/api/ai/chat').buffer(true).parse(streamedText).send({ message });
    double.script(
      { toolCalls: [{ name: 'search_tenants', arguments: { query: 'Claes' } }] },
      { text: 'Vertrouwelijk antwoord over Sofie Claes.' },
    );
    expect(String((await ask('Geheime vraag over Claes?')).body)).toContain('Vertrouwelijk antwoord');
    double.script({ status: 500 });
    await ask('Tweede geheime vraag?');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = lines.join('');
    expect(log).toContain('"route":"/api/ai/chat"');
    expect(log).toContain('ai question failed');
    expect(log).not.toMatch(/Geheime|geheime|Vertrouwelijk|Claes|Kouter/);
  });
});
