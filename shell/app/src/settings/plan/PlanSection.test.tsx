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
  vi.useRealTimers();
  queryClient.removeQueries({ queryKey: planKeys.all });
});

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('PlanSection', () => {
  it('shows the current plan and its usage, a checkout for each larger plan and the subscription page', async () => {
    mockFetch({
      'GET /api/user/plan': jsonResponse(200, { planType: 'free', status: 'active' }),
      'GET /api/user/plan-limits': jsonResponse(200, {
        activeProperties: 1,
        maxProperties: 3,
        activeTenants: 3,
        maxTenants: 10,
      }),
    });
    await renderWithProviders(<PlanSection />, { path: '/settings#plan' });
    expect(await screen.findByText('1 of 3 properties used')).toBeDefined();
    expect(screen.getByText('3 of 10 tenants used')).toBeDefined();
    expect(screen.getByText(en.plan.types.free)).toBeDefined();
    expect(screen.getByText(en.billing.status.active)).toBeDefined();
    expect(hrefOf('Upgrade to Basic')).toBe('/checkout?plan=basic&interval=monthly');
    expect(hrefOf('Upgrade to Professional')).toBe('/checkout?plan=professional&interval=monthly');
    expect(hrefOf('Enterprise: contact sales')).toBe('/checkout?plan=enterprise');
    expect(hrefOf(en.billing.settings.manage)).toBe('/subscription');
  });

  it('during the trial, shows the days left and offers to choose a plan', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    mockFetch({
      'GET /api/user/plan': jsonResponse(200, {
        planType: 'professional',
        status: 'active',
        trialEndsAt: '2026-12-04T10:00:00Z',
      }),
      'GET /api/user/plan-limits': jsonResponse(200, {
        activeProperties: 4,
        maxProperties: 50,
        activeTenants: 3,
        maxTenants: 150,
      }),
    });
    await renderWithProviders(<PlanSection />, { path: '/settings#plan' });
    expect(await screen.findByText('Trial: 10 days left (until 04/12/2026)')).toBeDefined();
    expect(screen.getByText(en.billing.settings.trialExplained)).toBeDefined();
    expect(hrefOf(en.billing.settings.choosePlan)).toBe('/checkout?plan=professional&interval=monthly');
  });
});
