import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createImmodeskQueryClient } from '../query/queryClient';
import { stubFetch, type FetchCall } from '../testing/stubFetch';
import { usePlan, usePlanLimits } from './usePlan';

const realFetch = globalThis.fetch;
let calls: FetchCall[];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  calls = stubFetch((url) =>
    url.pathname === '/api/user/plan'
      ? { body: { planType: 'basic', status: 'active' } }
      : { body: { activeProperties: 2, maxProperties: 10, activeTenants: 4, maxTenants: 25 } },
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  globalThis.fetch = realFetch;
});

function PlanReader() {
  const plan = usePlan();
  const limits = usePlanLimits();
  return (
    <p>
      {plan.data?.planType} {limits.data?.maxProperties}
    </p>
  );
}

const callsTo = (path: string) => calls.filter((call) => call.url.pathname === path).length;

/** Mounts a fresh reader, as a page change does, and waits until it shows the plan. */
async function mountReader(wrapper: (props: { children: ReactNode }) => ReactNode) {
  const view = render(<PlanReader />, { wrapper });
  await waitFor(() => expect(view.container.textContent).toBe('basic 10'));
  view.unmount();
}

describe('usePlan and usePlanLimits (SPEC §7: plan responses are cached 5 minutes)', () => {
  it('answers from the cache within 5 minutes and asks the server again after them', async () => {
    const client = createImmodeskQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );

    await mountReader(wrapper);
    expect([callsTo('/api/user/plan'), callsTo('/api/user/plan-limits')]).toEqual([1, 1]);

    await act(async () => vi.setSystemTime(Date.now() + 4 * 60 * 1000 + 59 * 1000));
    await mountReader(wrapper);
    expect([callsTo('/api/user/plan'), callsTo('/api/user/plan-limits')]).toEqual([1, 1]);

    await act(async () => vi.setSystemTime(Date.now() + 2 * 1000));
    await mountReader(wrapper);
    await waitFor(() =>
      expect([callsTo('/api/user/plan'), callsTo('/api/user/plan-limits')]).toEqual([2, 2]),
    );
  });
});
