import { vi } from 'vitest';

export type RecordedCall = { method: string; path: string; body: unknown };
type Reply = Response | ((call: RecordedCall) => Response | Promise<Response>);

export function jsonResponse(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs `fetch` with answers per "METHOD /path" (query string ignored), each used in turn (the last one
 * repeats). Unlisted requests answer 404 `not_found`. Returns the calls made, with their parsed JSON bodies.
 */
export function mockFetch(routes: Record<string, Reply | Reply[]>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const used = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = String(input).split('?')[0] ?? '';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { method, path, body };
      calls.push(call);
      const key = `${method} ${path}`;
      const entry = routes[key];
      if (!entry) return jsonResponse(404, { message: 'Not found', code: 'not_found' });
      const replies = Array.isArray(entry) ? entry : [entry];
      const index = Math.min(used.get(key) ?? 0, replies.length - 1);
      used.set(key, index + 1);
      const reply = replies[index]!;
      return typeof reply === 'function' ? reply(call) : reply.clone();
    }),
  );
  return calls;
}
