import type { TAiChatEvent } from '@immodesk/contracts/ai/chatEvents';

/** Parses a server-sent event body as it arrives: one callback per complete event (`data:` lines as JSON). */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: TAiChatEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    let boundary = buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data) onEvent(JSON.parse(data) as TAiChatEvent);
      boundary = buffer.indexOf('\n\n');
    }
    if (done) return;
  }
}
