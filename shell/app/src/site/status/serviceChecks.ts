import {
  authServiceStatus,
  healthCheckStatus,
  type ServiceName,
  type ServiceStatusRecord,
} from './healthRules';

const HEALTH_PATHS: Record<Exclude<ServiceName, 'auth'>, string> = {
  database: '/api/health/database',
  storage: '/api/health/storage',
  email: '/api/health/email',
};

async function timedFetch(path: string): Promise<{ response: Response | null; elapsed: number }> {
  const started = performance.now();
  try {
    const response = await fetch(path, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    return { response, elapsed: Math.round(performance.now() - started) };
  } catch {
    return { response: null, elapsed: Math.round(performance.now() - started) };
  }
}

async function checkAuth(): Promise<ServiceStatusRecord> {
  const { response, elapsed } = await timedFetch('/api/auth/user');
  // Only the status matters; an unread body keeps the request open in the browser.
  await response?.body?.cancel();
  return {
    name: 'auth',
    status: authServiceStatus(response?.status ?? null),
    responseTime: response ? elapsed : undefined,
    lastChecked: new Date().toISOString(),
  };
}

async function checkHealth(name: Exclude<ServiceName, 'auth'>): Promise<ServiceStatusRecord> {
  const { response, elapsed } = await timedFetch(HEALTH_PATHS[name]);
  const body: unknown = response ? await response.json().catch(() => null) : null;
  const status = healthCheckStatus(response ? { httpOk: response.ok, body } : null);
  return {
    name,
    status,
    responseTime: response ? elapsed : undefined,
    lastChecked: new Date().toISOString(),
  };
}

/** SPEC §7: the four checks run in parallel. */
export function runServiceChecks(): Promise<ServiceStatusRecord[]> {
  return Promise.all([checkAuth(), checkHealth('database'), checkHealth('storage'), checkHealth('email')]);
}
