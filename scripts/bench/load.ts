import autocannon from 'autocannon';

export type LoadResult = { label: string; requestsPerSecond: number; p50Ms: number; p95Ms: number; errors: number; non2xx: number };

export type LoadOptions = { label: string; url: string; headers?: Record<string, string>; durationSeconds: number; connections: number };

/** Drives one loopback URL with autocannon for a bounded time and reports latency percentiles and throughput. */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.durationSeconds,
  });
  const latency = result.latency as unknown as Record<string, number>;
  return {
    label: options.label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: latency.p50 ?? Number.NaN,
    // autocannon reports p90 and p97_5; p95 is interpolated between them.
    p95Ms: latency.p95 ?? Math.round(((latency.p90 ?? 0) + (latency.p97_5 ?? 0)) / 2 * 10) / 10,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function formatLoad(result: LoadResult): string {
  const flags = result.errors || result.non2xx ? `  (errors ${result.errors}, non-2xx ${result.non2xx})` : '';
  return `${result.label.padEnd(46)} ${String(result.requestsPerSecond).padStart(7)} req/s   p50 ${String(result.p50Ms).padStart(6)} ms   p95 ${String(result.p95Ms).padStart(6)} ms${flags}`;
}
