import { describe, expect, it } from 'vitest';
import type { TAiChatEvent } from '@immodesk/contracts/ai/chatEvents';
import { readEventStream } from './readEventStream';

describe('readEventStream', () => {
  it('reads events split anywhere across chunks, multi-byte characters included', async () => {
    const text =
      'event: delta\ndata: {"type":"delta","text":"Één "}\n\nevent: delta\ndata: {"type":"delta","text":"huurder"}\n\nevent: done\ndata: {"type":"done","conversationId":"c","answer":"Één huurder"}\n\n';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // Cut inside the "É" (two bytes), inside a data line and between the two newlines of a boundary.
        for (const [from, to] of [
          [0, 44],
          [44, 52],
          [52, 80],
          [80, bytes.length],
        ] as const)
          controller.enqueue(bytes.slice(from, to));
        controller.close();
      },
    });
    const events: TAiChatEvent[] = [];
    await readEventStream(body, (event) => events.push(event));
    expect(events).toEqual([
      { type: 'delta', text: 'Één ' },
      { type: 'delta', text: 'huurder' },
      { type: 'done', conversationId: 'c', answer: 'Één huurder' },
    ]);
  });
});
