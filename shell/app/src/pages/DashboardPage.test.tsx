import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { jsonResponse, mockFetch } from '../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../testing/renderWithProviders';
import { DashboardPage } from './DashboardPage';

const LIMITS = { activeProperties: 1, maxProperties: 3, activeTenants: 0, maxTenants: 3 };
const steps = (done: string[]) => ['addProperty', 'addTenant', 'createContract', 'addBankAccount', 'addTask', 'enableTwoFactor'].map((id) => ({ id, done: done.includes(id) }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DashboardPage checklist', () => {
  it('shows the steps in order with the progress, and a link to do each open step', async () => {
    mockFetch({
      'GET /api/onboarding': jsonResponse(200, { steps: steps(['addProperty']), dismissedAt: null }),
      'GET /api/user/plan-limits': jsonResponse(200, LIMITS),
    });
    await renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    const checklist = await screen.findByTestId('onboarding-checklist');
    expect(within(checklist).getByTestId('onboarding-progress').textContent).toBe('1 of 6 steps done');
    const items = within(checklist).getAllByTestId('onboarding-step');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Add your first property done',
      'Add a tenant to do',
      'Draw up a lease to do',
      'Add your bank account to do',
      'Plan a task to do',
      'Secure your account to do',
    ]);
    expect(within(items[0]!).queryByRole('link')).toBeNull();
    expect(within(items[1]!).getByRole('link', { name: 'Add tenant' }).getAttribute('href')).toBe('/contacts?tab=tenants&create=1');
    expect(within(items[2]!).getByRole('link', { name: 'Create contract' }).getAttribute('href')).toBe('/contracts/new');
    expect(within(items[3]!).getByRole('link', { name: 'Add bank account' }).getAttribute('href')).toBe('/settings#banking');
    expect(within(items[5]!).getByRole('link', { name: 'Open security' }).getAttribute('href')).toBe('/settings#account');
    expect(await screen.findByText('1 active property')).toBeDefined();
  });

  it('hides the checklist for good when the user closes it', async () => {
    const calls = mockFetch({
      'GET /api/onboarding': jsonResponse(200, { steps: steps([]), dismissedAt: null }),
      'POST /api/onboarding/dismiss': jsonResponse(204),
      'GET /api/user/plan-limits': jsonResponse(200, LIMITS),
    });
    await renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    fireEvent.click(await screen.findByRole('button', { name: en.dashboard.checklist.hide }));
    await vi.waitFor(() => expect(screen.queryByTestId('onboarding-checklist')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/onboarding/dismiss')).toHaveLength(1);
  });

  it('says when every step is done and offers to close it', async () => {
    mockFetch({
      'GET /api/onboarding': jsonResponse(200, { steps: steps(['addProperty', 'addTenant', 'createContract', 'addBankAccount', 'addTask', 'enableTwoFactor']), dismissedAt: null }),
      'GET /api/user/plan-limits': jsonResponse(200, LIMITS),
    });
    await renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText(en.dashboard.checklist.complete)).toBeDefined();
    expect(screen.getByTestId('onboarding-progress').textContent).toBe('6 of 6 steps done');
    expect(screen.getByRole('button', { name: en.dashboard.checklist.close })).toBeDefined();
  });

  it('shows no checklist once it was dismissed, on any device', async () => {
    mockFetch({
      'GET /api/onboarding': jsonResponse(200, { steps: steps([]), dismissedAt: '2026-03-15T09:00:00.000Z' }),
      'GET /api/user/plan-limits': jsonResponse(200, LIMITS),
    });
    await renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('1 active property')).toBeDefined();
    expect(screen.queryByTestId('onboarding-checklist')).toBeNull();
  });
});
