import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer: tool calls, text (streamed in pieces), a failure status, or a description (not streamed). */
export type ScriptedReply =
  | { toolCalls: { name: string; arguments: Record<string, unknown> }[] }
  | { text: string }
  | { status: number }
  | { description: string };

export type RecordedRequest = {
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages: Record<string, unknown>[];
    tools?: { function: { name: string } }[];
  };
};

export type ChatCompletionsDouble = {
  url: string;
  /** Queue the next answers, in order; a request with nothing queued gets 500. */
  script(...replies: ScriptedReply[]): void;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

function sse(response: http.ServerResponse, payload: unknown): void {
  response.write(`data: ${JSON.stringify(payload)}\n\n`);
}

function streamReply(
  response: http.ServerResponse,
  reply: Extract<ScriptedReply, { toolCalls: unknown } | { text: string }>,
  round: number,
): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  sse(response, { choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] });
  if ('text' in reply) {
    for (const piece of reply.text.match(/.{1,12}/gs) ?? [])
      sse(response, { choices: [{ index: 0, delta: { content: piece } }] });
    sse(response, { choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
  } else {
    reply.toolCalls.forEach((call, index) => {
      const args = JSON.stringify(call.arguments);
      const half = Math.ceil(args.length / 2);
      // As real servers do: the id and name first, the arguments spread over later chunks.
      sse(response, {
        choices: [
          {
            index: 0,
            delta: {
              tool_calls: [
                {
                  index,
                  id: `call_${round}_${index}`,
                  type: 'function',
                  function: { name: call.name, arguments: '' },
                },
              ],
            },
          },
        ],
      });
      sse(response, {
        choices: [
          { index: 0, delta: { tool_calls: [{ index, function: { arguments: args.slice(0, half) } }] } },
        ],
      });
      sse(response, {
        choices: [
          { index: 0, delta: { tool_calls: [{ index, function: { arguments: args.slice(half) } }] } },
        ],
      });
    });
    sse(response, { choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] });
  }
  response.end('data: [DONE]\n\n');
}

/** A local stand-in for a chat-completions API (`POST /chat/completions`), scripted by the test. */
export async function startChatCompletionsDouble(): Promise<ChatCompletionsDouble> {
  const queue: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      requests.push({
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'],
      });
      const reply = queue.shift() ?? { status: 500 };
      if ('status' in reply) {
        response
          .writeHead(reply.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'scripted failure' } }));
      } else if ('description' in reply) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            choices: [
              { index: 0, message: { role: 'assistant', content: reply.description }, finish_reason: 'stop' },
            ],
          }),
        );
      } else {
        streamReply(response, reply, requests.length);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    script: (...replies) => queue.push(...replies),
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
