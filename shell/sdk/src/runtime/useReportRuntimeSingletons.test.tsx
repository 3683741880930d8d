import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeReports } from './reportRuntimeSingletons';
import { useReportRuntimeSingletons } from './useReportRuntimeSingletons';

type RuntimeWindow = { __IMMODESK_RUNTIME__?: unknown; __IMMODESK_SINGLETONS__?: unknown };

afterEach(() => {
  cleanup();
  delete (window as unknown as RuntimeWindow).__IMMODESK_RUNTIME__;
  delete (window as unknown as RuntimeWindow).__IMMODESK_SINGLETONS__;
});

const React = { version: '19' };
const i18n = { id: 'i18n' };

function Reporter({ queryClient }: { queryClient: unknown }) {
  useReportRuntimeSingletons('contacts', { React, queryClient, i18n });
  return null;
}

describe('useReportRuntimeSingletons', () => {
  it('reports after render and again when a singleton changes, not on every render', () => {
    const first = { id: 'qc1' };
    const { rerender } = render(<Reporter queryClient={first} />);
    rerender(<Reporter queryClient={first} />);
    expect(runtimeReports()).toEqual([{ name: 'contacts', react: React, queryClient: first, i18n }]);
    const second = { id: 'qc2' };
    rerender(<Reporter queryClient={second} />);
    expect(runtimeReports().map((report) => report.queryClient)).toEqual([first, second]);
  });
});
