/** SPEC §4 health and service-status derivations, free of React and fetch so they can be unit-tested. */

export type NavigationHealth = 'unknown' | 'healthy' | 'warning' | 'error';
export type ServiceStatus = 'online' | 'offline' | 'warning' | 'unknown';
export type ServiceName = 'auth' | 'database' | 'storage' | 'email';
export type ServiceStatusRecord = {
  name: ServiceName;
  status: ServiceStatus;
  responseTime?: number;
  lastChecked: string | null;
};
export type DotState = 'healthy' | 'warning' | 'error' | 'unknown';

export const SERVICE_NAMES: readonly ServiceName[] = ['auth', 'database', 'storage', 'email'];
export const HEALTH_POLL_MS = 30_000;

/** The navigation indicator: the user lookup answering 200–499 is healthy, 500 and above a warning, no answer an error. */
export function navigationHealthFromStatus(httpStatus: number | null): NavigationHealth {
  if (httpStatus === null) return 'error';
  if (httpStatus >= 200 && httpStatus < 500) return 'healthy';
  if (httpStatus >= 500) return 'warning';
  return 'error';
}

/** Authentication service: 401 (signed out) proves it works too, so 200–499 is online. */
export function authServiceStatus(httpStatus: number | null): ServiceStatus {
  return httpStatus !== null && httpStatus >= 200 && httpStatus < 500 ? 'online' : 'offline';
}

/** Database, storage, e-mail: online when the health check answers ok, offline when not ok or the request fails. */
export function healthCheckStatus(result: { httpOk: boolean; body: unknown } | null): ServiceStatus {
  if (!result || !result.httpOk) return 'offline';
  const body = result.body as { ok?: unknown } | null;
  return body && body.ok === true ? 'online' : 'offline';
}

/** Overall: online if all online, offline if any offline, otherwise warning; nothing checked yet is unknown. */
export function overallStatus(records: readonly Pick<ServiceStatusRecord, 'status'>[]): ServiceStatus {
  if (records.length === 0 || records.every((record) => record.status === 'unknown')) return 'unknown';
  if (records.some((record) => record.status === 'offline')) return 'offline';
  if (records.every((record) => record.status === 'online')) return 'online';
  return 'warning';
}

const DOT_OF_OVERALL: Record<ServiceStatus, DotState> = {
  online: 'healthy',
  warning: 'warning',
  offline: 'error',
  unknown: 'unknown',
};
const SEVERITY: Record<DotState, number> = { unknown: 0, healthy: 1, warning: 2, error: 3 };

/**
 * The footer dot. The navigation indicator alone cannot see a dead database while signed out (the user lookup
 * answers 401 without touching it), so the dot shows the worse of the navigation indicator and the overall result
 * of the status dialog's last check in this page (kept until the dialog checks again). Neither known → grey.
 */
export function footerDotState(
  navigation: NavigationHealth,
  lastDialogOverall: ServiceStatus | null,
): DotState {
  const fromDialog = lastDialogOverall === null ? 'unknown' : DOT_OF_OVERALL[lastDialogOverall];
  return SEVERITY[fromDialog] > SEVERITY[navigation] ? fromDialog : navigation;
}
