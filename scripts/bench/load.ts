import crypto from 'node:crypto';
import autocannon from 'autocannon';

export type LoadResult = {
  label: string;
  url: string;
  requestsPerSecond: number;
  /** Exact percentiles (ms) of every 2xx request started in the measured window, not interpolated. */
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Slowest 2xx response including the warm-up (the cold burst of new connections shows here). */
  maxWithWarmupMs: number;
  /** autocannon's own p97.5 over warm-up + window (integer-ms histogram), for comparison with its CLI output. */
  autocannonP97_5Ms: number;
  requests: number;
  /** Connection errors and timeouts in the window. */
  errors: number;
  non2xx: number;
  responseBytes: number;
  /** SHA-256 of the probe response's body, to check that two targets serve the same thing. */
  responseSha256: string;
};

export type LoadOptions = {
  label: string;
  url: string;
  headers?: Record<string, string>;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
};

type Sample = { endMs: number; latencyMs: number; statusCode: number };

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return Math.round((sorted[index] ?? Number.NaN) * 100) / 100;
}

/** Checks the target answers 2xx before loading it, so a broken route is reported instead of benchmarked. */
async function probe(options: LoadOptions): Promise<{ bytes: number; sha256: string }> {
  const response = await fetch(options.url, {
    headers: options.headers,
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.arrayBuffer();
  if (!response.ok)
    throw new Error(
      `${options.label}: ${options.url} answered ${response.status}: ${Buffer.from(body).toString().slice(0, 300)}`,
    );
  return {
    bytes: body.byteLength,
    sha256: crypto.createHash('sha256').update(Buffer.from(body)).digest('hex'),
  };
}

function run(
  options: LoadOptions,
  onResponse: (statusCode: number, latencyMs: number) => void,
  onError: () => void,
) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        headers: options.headers,
        connections: options.connections,
        duration: options.warmupSeconds + options.durationSeconds,
      },
      (error, result) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
    instance.on('response', (_client, statusCode, _bytes, latencyMs) => onResponse(statusCode, latencyMs));
    instance.on('reqError', onError);
  });
}

/**
 * Drives one loopback URL with autocannon for warm-up + duration on the same connections, and measures only the
 * window after the warm-up: throughput from the responses completed in it, latency of the requests started in it.
 * (When 50 new keep-alive connections hit a saturated Node server at once, some first requests are read seconds
 * late; keeping the warm-up's connections measures the steady state instead of that ramp, reported as "cold max".)
 */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const probed = await probe(options);
  const samples: Sample[] = [];
  const errorTimes: number[] = [];
  const started = performance.now();
  const result = await run(
    options,
    (statusCode, latencyMs) => samples.push({ endMs: performance.now() - started, latencyMs, statusCode }),
    () => errorTimes.push(performance.now() - started),
  );
  const windowStart = options.warmupSeconds * 1000;
  const windowEnd = Math.max(windowStart + 1, performance.now() - started);
  const isOk = (sample: Sample) => sample.statusCode >= 200 && sample.statusCode < 300;
  const inWindow = samples.filter((sample) => sample.endMs >= windowStart && sample.endMs <= windowEnd);
  const latencies = Float64Array.from(
    inWindow
      .filter((sample) => isOk(sample) && sample.endMs - sample.latencyMs >= windowStart)
      .map((sample) => sample.latencyMs),
  ).sort();
  const all = Float64Array.from(samples.filter(isOk).map((sample) => sample.latencyMs)).sort();
  return {
    label: options.label,
    url: options.url,
    requestsPerSecond: Math.round(inWindow.length / ((windowEnd - windowStart) / 1000)),
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    maxWithWarmupMs: percentile(all, 1),
    autocannonP97_5Ms: result.latency.p97_5,
    requests: inWindow.length,
    errors: errorTimes.filter((time) => time >= windowStart).length,
    non2xx: inWindow.filter((sample) => !isOk(sample)).length,
    responseBytes: probed.bytes,
    responseSha256: probed.sha256,
  };
}
