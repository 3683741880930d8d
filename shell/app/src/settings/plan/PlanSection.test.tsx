import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { planKeys, queryClient } from '@immodesk/sdk';
import en from '../../../locales/en.json';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../../testing/renderWithProviders';
import { PlanSection } from './PlanSection';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.removeQueries({ queryKey: planKeys.all });
});

describe('PlanSection', () => {
  it('shows the current plan and its usage, and no way to change it that the product does not have', async () => {
    mockFetch({
      'GET /api/user/plan': jsonResponse(200, { planType: 'free', status: 'active' }),
      'GET /api/user/plan-limits': jsonResponse(200, { activeProperties: 1, maxProperties: 2, activeTenants: 3, maxTenants: 5 }),
    });
    await renderWithProviders(<PlanSection />, { path: '/settings#plan' });
    expect(await screen.findByText('1 of 2 properties used')).toBeDefined();
    expect(screen.getByText('3 of 5 tenants used')).toBeDefined();
    expect(screen.getByText(en.plan.types.free)).toBeDefined();
    expect(screen.getByText(en.plan.statuses.active)).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
