import { ZHealthResponse, type THealthResponse } from '@immodesk/contracts/health/getHealth.contract';
import { defineRoute } from '../http/defineRoute';
import type { Services } from '../composition';

const CHECK_TIMEOUT_MS = 5000;

async function timed(check: () => Promise<unknown>): Promise<THealthResponse> {
  const started = performance.now();
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('health check timed out')), CHECK_TIMEOUT_MS).unref()),
    ]);
    return { ok: true, elapsedMs: Math.round(performance.now() - started) };
  } catch {
    return { ok: false, elapsedMs: Math.round(performance.now() - started) };
  }
}

function healthRoute(path: string, check: () => Promise<unknown>) {
  return defineRoute({
    method: 'get',
    path,
    auth: false,
    response: ZHealthResponse,
    handler: async ({ ctx }) => {
      const result = await timed(check);
      ctx.set('Cache-Control', 'no-store');
      if (!result.ok) ctx.status = 503;
      ctx.body = result;
      return result;
    },
  });
}

export function healthRoutes(services: Pick<Services, 'dataSource' | 'storage' | 'mailTransport'>) {
  return [
    healthRoute('/api/health/database', () => services.dataSource.query('SELECT 1')),
    healthRoute('/api/health/storage', () => services.storage.check()),
    healthRoute('/api/health/email', () => services.mailTransport.check()),
  ];
}
