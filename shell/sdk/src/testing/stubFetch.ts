export type FetchCall = { url: URL; init: RequestInit | undefined };

/** A fetch double answering JSON per path; records every call. */
export function stubFetch(answer: (url: URL) => { status?: number; body: unknown }): FetchCall[] {
  const calls: FetchCall[] = [];
  const fetchDouble = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, init });
    const { status = 200, body } = answer(url);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  globalThis.fetch = fetchDouble as typeof fetch;
  return calls;
}
