import { describe, expect, it } from 'vitest';
import {
  authServiceStatus,
  footerDotState,
  healthCheckStatus,
  navigationHealthFromStatus,
  overallStatus,
} from './healthRules';

describe('navigation health indicator (SPEC §4)', () => {
  // Healthy when the user lookup answers 200 to 499, a warning from 500, an error without an answer.
  it.each([
    [200, 'healthy'],
    [401, 'healthy'],
    [499, 'healthy'],
    [500, 'warning'],
    [503, 'warning'],
    [null, 'error'],
  ] as const)('is %s → %s', (status, health) => {
    expect(navigationHealthFromStatus(status)).toBe(health);
  });
});

describe('service status records', () => {
  it('counts a signed-out answer (401) as a working authentication service', () => {
    expect(authServiceStatus(200)).toBe('online');
    expect(authServiceStatus(401)).toBe('online');
    expect(authServiceStatus(500)).toBe('offline');
    expect(authServiceStatus(null)).toBe('offline');
  });

  it('is online only when the health check answers ok', () => {
    expect(healthCheckStatus({ httpOk: true, body: { ok: true, elapsedMs: 3 } })).toBe('online');
    expect(healthCheckStatus({ httpOk: false, body: { ok: false, elapsedMs: 5000 } })).toBe('offline');
    expect(healthCheckStatus({ httpOk: true, body: null })).toBe('offline');
    expect(healthCheckStatus(null)).toBe('offline');
  });
});

describe('overall status', () => {
  const records = (...statuses: ('online' | 'offline' | 'warning' | 'unknown')[]) =>
    statuses.map((status) => ({ status }));

  it('is online when all are online, offline when any is offline, a warning otherwise', () => {
    expect(overallStatus(records('online', 'online', 'online', 'online'))).toBe('online');
    expect(overallStatus(records('online', 'offline', 'online', 'warning'))).toBe('offline');
    expect(overallStatus(records('online', 'warning', 'online', 'online'))).toBe('warning');
    expect(overallStatus(records('online', 'unknown', 'online', 'online'))).toBe('warning');
  });

  it('is unknown before anything was checked', () => {
    expect(overallStatus([])).toBe('unknown');
    expect(overallStatus(records('unknown', 'unknown'))).toBe('unknown');
  });
});

describe('footer dot', () => {
  it.each(['unknown', 'healthy', 'warning', 'error'] as const)(
    'follows the navigation indicator (%s) until the status dialog has checked',
    (indicator) => {
      expect(footerDotState(indicator, null)).toBe(indicator);
    },
  );

  it.each([
    ['healthy', 'offline', 'error'],
    ['warning', 'offline', 'error'],
    ['healthy', 'warning', 'warning'],
    ['error', 'online', 'error'],
    ['unknown', 'online', 'healthy'],
    ['healthy', 'unknown', 'healthy'],
  ] as const)(
    'shows the worse of the navigation indicator (%s) and the last dialog result (%s): %s, so a dead database turns it red',
    (indicator, lastResult, dot) => {
      expect(footerDotState(indicator, lastResult)).toBe(dot);
    },
  );
});
