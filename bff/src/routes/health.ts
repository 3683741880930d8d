import { ZHealthResponse, type THealthResponse } from '@immodesk/contracts/health/getHealth.contract';
import type { Clock } from '@immodesk/platform/ports/clock';
import { publicRoute } from '../http/routeShorthands';
import type { Services } from '../composition';

const CHECK_TIMEOUT_MS = 5000;
/** Anyone may call the health routes: a check that writes (storage) or costs a provider call (SES) runs at most this often. */
export const COSTLY_CHECK_INTERVAL_MS = 30_000;

/**
 * The check's outcome, reused for `intervalMs`; callers arriving while it runs share that run. So a flood of
 * anonymous requests never writes more than one probe file per interval.
 */
function atMostEvery(
  intervalMs: number,
  clock: Clock,
  check: () => Promise<unknown>,
): () => Promise<unknown> {
  let last: { at: number; outcome: Promise<unknown> } | null = null;
  return () => {
    const now = clock.now().getTime();
    if (!last || now - last.at >= intervalMs) {
      const outcome = check();
      // Settled either way; callers see the same success or failure until the interval is over.
      outcome.catch(() => undefined);
      last = { at: now, outcome };
    }
    return last.outcome;
  };
}

async function timed(check: () => Promise<unknown>): Promise<THealthResponse> {
  const started = performance.now();
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('health check timed out')), CHECK_TIMEOUT_MS).unref(),
      ),
    ]);
    return { ok: true, elapsedMs: Math.round(performance.now() - started) };
  } catch {
    return { ok: false, elapsedMs: Math.round(performance.now() - started) };
  }
}

function healthRoute(path: string, check: () => Promise<unknown>) {
  return publicRoute.get(path, { response: ZHealthResponse }, async ({ ctx }) => {
    const result = await timed(check);
    ctx.set('Cache-Control', 'no-store');
    if (!result.ok) ctx.status = 503;
    ctx.body = result;
    return result;
  });
}

export function healthRoutes(services: Pick<Services, 'dataSource' | 'storage' | 'mailTransport' | 'clock'>) {
  return [
    // Liveness: the process answers. It checks nothing else, so a database outage never restarts the replicas.
    healthRoute('/api/health/live', () => Promise.resolve()),
    healthRoute('/api/health/database', () => services.dataSource.query('SELECT 1')),
    healthRoute(
      '/api/health/storage',
      atMostEvery(COSTLY_CHECK_INTERVAL_MS, services.clock, () => services.storage.check()),
    ),
    healthRoute(
      '/api/health/email',
      atMostEvery(COSTLY_CHECK_INTERVAL_MS, services.clock, () => services.mailTransport.check()),
    ),
  ];
}
