import { describe, expect, it } from 'vitest';
import {
  authServiceStatus,
  footerDotState,
  healthCheckStatus,
  navigationHealthFromStatus,
  overallStatus,
} from './healthRules';

describe('navigation health indicator (SPEC §4)', () => {
  it('is healthy when the user lookup answers 200 to 499, a warning from 500, an error without an answer', () => {
    expect(navigationHealthFromStatus(200)).toBe('healthy');
    expect(navigationHealthFromStatus(401)).toBe('healthy');
    expect(navigationHealthFromStatus(499)).toBe('healthy');
    expect(navigationHealthFromStatus(500)).toBe('warning');
    expect(navigationHealthFromStatus(503)).toBe('warning');
    expect(navigationHealthFromStatus(null)).toBe('error');
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
  it('follows the navigation indicator until the status dialog has checked', () => {
    expect(footerDotState('unknown', null)).toBe('unknown');
    expect(footerDotState('healthy', null)).toBe('healthy');
    expect(footerDotState('warning', null)).toBe('warning');
    expect(footerDotState('error', null)).toBe('error');
  });

  it('shows the worse of the navigation indicator and the last dialog result, so a dead database turns it red', () => {
    expect(footerDotState('healthy', 'offline')).toBe('error');
    expect(footerDotState('warning', 'offline')).toBe('error');
    expect(footerDotState('healthy', 'warning')).toBe('warning');
    expect(footerDotState('error', 'online')).toBe('error');
    expect(footerDotState('unknown', 'online')).toBe('healthy');
    expect(footerDotState('healthy', 'unknown')).toBe('healthy');
  });
});
