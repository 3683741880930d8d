import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportRuntimeSingletons, runtimeReports } from './reportRuntimeSingletons';

type RuntimeWindow = { __IMMODESK_RUNTIME__?: unknown; __IMMODESK_SINGLETONS__?: unknown };

afterEach(() => {
  delete (window as unknown as RuntimeWindow).__IMMODESK_RUNTIME__;
  delete (window as unknown as RuntimeWindow).__IMMODESK_SINGLETONS__;
  vi.restoreAllMocks();
});

describe('reportRuntimeSingletons', () => {
  const React = { version: '19' };
  const queryClient = { id: 'qc' };
  const i18n = { id: 'i18n' };

  it('records each app on a list kept on window, under both names', () => {
    reportRuntimeSingletons('shell', { React, queryClient, i18n });
    reportRuntimeSingletons('properties', { React, queryClient, i18n });
    const onWindow = (window as unknown as RuntimeWindow).__IMMODESK_RUNTIME__;
    expect(onWindow).toBe((window as unknown as RuntimeWindow).__IMMODESK_SINGLETONS__);
    expect(runtimeReports().map((report) => report.name)).toEqual(['shell', 'properties']);
    expect(runtimeReports()[1]).toEqual({ name: 'properties', react: React, queryClient, i18n });
  });

  it('keeps reports made by another copy of the sdk (the list is not module state)', () => {
    (window as unknown as RuntimeWindow).__IMMODESK_RUNTIME__ = [
      { name: 'shell', react: React, queryClient, i18n },
    ];
    reportRuntimeSingletons('contacts', { React, queryClient, i18n });
    expect(runtimeReports().map((report) => report.name)).toEqual(['shell', 'contacts']);
  });

  it('reports and logs an app that runs on another React or QueryClient', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportRuntimeSingletons('shell', { React, queryClient, i18n });
    const check = reportRuntimeSingletons('finance', {
      React: { version: '18' },
      queryClient: { id: 'other' },
      i18n,
    });
    expect(check).toEqual({ sameReact: false, sameQueryClient: false, sameI18n: true });
    expect(logged).toHaveBeenCalledOnce();
  });

  it('sees through the per-hook proxy react-i18next wraps the instance in', () => {
    const proxy = new Proxy(i18n, {
      get: (target, prop) => (prop === '__original' ? target : Reflect.get(target, prop)),
    });
    reportRuntimeSingletons('shell', { React, queryClient, i18n });
    expect(reportRuntimeSingletons('documents', { React, queryClient, i18n: proxy }).sameI18n).toBe(true);
    expect(runtimeReports()[1]?.i18n).toBe(i18n);
  });

  it('does not grow the list when the same app mounts again with the same singletons', () => {
    reportRuntimeSingletons('shell', { React, queryClient, i18n });
    reportRuntimeSingletons('ai', { React, queryClient, i18n });
    reportRuntimeSingletons('ai', { React, queryClient, i18n });
    expect(runtimeReports()).toHaveLength(2);
  });
});
