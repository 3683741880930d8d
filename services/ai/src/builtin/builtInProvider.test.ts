import { describe, expect, it } from 'vitest';
import type { ChatEvent, ChatMessage, ToolDefinition } from '../pilot/chatProvider';
import { createBuiltInProvider } from './builtInProvider';

const tool = (name: string): ToolDefinition => ({ name, description: name, parameters: { type: 'object' } });

async function round(messages: ChatMessage[], tools: ToolDefinition[]): Promise<ChatEvent[]> {
  const events: ChatEvent[] = [];
  for await (const event of createBuiltInProvider().streamChat({
    messages,
    tools,
    language: 'nl',
    today: '2026-11-24',
    signal: new AbortController().signal,
  }))
    events.push(event);
  return events;
}

const text = (events: ChatEvent[]) =>
  events.map((event) => (event.type === 'text' ? event.delta : '')).join('');

describe('the built-in provider', () => {
  it('asks for the indexation of the one lease in force that matches, then answers from the preview', async () => {
    const question: ChatMessage = {
      role: 'user',
      content: 'Hoeveel mag ik de huur van Korenlei 7 indexeren?',
    };
    const tools = [tool('search_contracts'), tool('indexation_preview')];
    const [search] = await round([question], tools);
    expect(search).toEqual({
      type: 'tool_call',
      call: {
        id: 'builtin-1',
        name: 'search_contracts',
        arguments: JSON.stringify({ query: 'Korenlei 7', inForce: true }),
      },
    });
    const found = {
      items: [
        {
          id: 'c1',
          contractNumber: 'HC-2025-001',
          status: 'active',
          propertyAddress: 'Korenlei 7, 9000 Gent',
          tenantNames: [],
          startsOn: '2025-05-01',
          endsOn: '2034-04-30',
          rentCents: 115000,
        },
      ],
      total: 1,
    };
    const afterSearch: ChatMessage[] = [
      question,
      { role: 'assistant', content: '', toolCalls: [] },
      { role: 'tool', toolCallId: 'builtin-1', name: 'search_contracts', content: JSON.stringify(found) },
    ];
    const [preview] = await round(afterSearch, tools);
    expect(preview).toMatchObject({
      type: 'tool_call',
      call: { name: 'indexation_preview', arguments: JSON.stringify({ contractId: 'c1' }) },
    });
    const result = {
      contractId: 'c1',
      contractNumber: 'HC-2025-001',
      propertyAddress: 'Korenlei 7, 9000 Gent',
      oldRentCents: 115000,
      newRentCents: 117530,
      increaseCents: 2530,
      newRentFrom: '2026-05-01',
      baseIndex: 128.1,
      baseIndexMonth: '2025-04',
      newIndex: 130.92,
      newIndexMonth: '2026-04',
      epcLabel: 'B',
      retroactiveMonths: 0,
      retroactiveAmountCents: 0,
    };
    const answer = await round(
      [
        ...afterSearch,
        {
          role: 'tool',
          toolCallId: 'builtin-2',
          name: 'indexation_preview',
          content: JSON.stringify(result),
        },
      ],
      tools,
    );
    expect(text(answer)).toBe(
      'Contract HC-2025-001 (Korenlei 7, 9000 Gent): de huur kan vanaf 1 mei 2026 van €\u00a01.150,00 naar €\u00a01.175,30 (+€\u00a025,30), met gezondheidsindex 130,92 (april 2026) tegenover 128,1 (april 2025).',
    );
  });

  it('lists what it can answer when the tool a question needs is not offered', async () => {
    const events = await round(
      [{ role: 'user', content: 'Wat was mijn cashflow vorige maand?' }],
      [tool('search_contracts')],
    );
    expect(events.every((event) => event.type === 'text')).toBe(true);
    expect(text(events)).toMatch(/^Die vraag kan ik niet beantwoorden\./);
  });
});
