import type { ChatEvent, ToolCall } from '../pilot/chatProvider';

type ToolCallDelta = { index?: number; id?: string; function?: { name?: string; arguments?: string } };
type StreamChunk = { choices?: { delta?: { content?: string | null; tool_calls?: ToolCallDelta[] } }[] };

/** The `data:` payloads of a server-sent event stream, one per event, as text. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let boundary = buffer.search(/\r?\n\r?\n/);
    while (boundary >= 0) {
      const event = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary).replace(/^\r?\n\r?\n/, '');
      const data = event
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data) yield data;
      boundary = buffer.search(/\r?\n\r?\n/);
    }
  }
}

/**
 * Reads a streamed chat completion: text deltas as they come, and the tool calls (whose id, name and argument
 * pieces arrive spread over many chunks, keyed by index) once the stream ends.
 */
export async function* readChatCompletionStream(body: ReadableStream<Uint8Array>): AsyncIterable<ChatEvent> {
  const calls = new Map<number, ToolCall>();
  for await (const data of sseData(body)) {
    if (data.trim() === '[DONE]') break;
    const chunk = JSON.parse(data) as StreamChunk;
    const delta = chunk.choices?.[0]?.delta;
    if (!delta) continue;
    if (delta.content) yield { type: 'text', delta: delta.content };
    for (const piece of delta.tool_calls ?? []) {
      const index = piece.index ?? 0;
      const call = calls.get(index) ?? { id: '', name: '', arguments: '' };
      if (piece.id) call.id = piece.id;
      if (piece.function?.name) call.name += piece.function.name;
      if (piece.function?.arguments) call.arguments += piece.function.arguments;
      calls.set(index, call);
    }
  }
  for (const [index, call] of [...calls.entries()].sort(([a], [b]) => a - b)) {
    yield { type: 'tool_call', call: { ...call, id: call.id || `call_${index}` } };
  }
}
