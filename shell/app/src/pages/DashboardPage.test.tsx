import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ONBOARDING_STEP_IDS,
  type TOnboardingStepId,
} from '@immodesk/contracts/onboarding/onboarding.contract';
import { eventBus } from '@immodesk/sdk';
import en from '../../locales/en.json';
import { jsonResponse, mockFetch } from '../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../testing/renderWithProviders';
import { DashboardPage } from './DashboardPage';

const loadSpa = vi.fn(async (name: string) => {
  throw new Error(`remote ${name} unreachable`);
});
vi.mock('../federation/federation', () => ({
  remoteLoader: { loadSpa: (name: string) => loadSpa(name), markFailed: () => undefined },
}));

const address = (street: string, houseNumber: string, city: string) => ({
  street,
  houseNumber,
  bus: null,
  postalCode: '9000',
  city,
});
const DASHBOARD = {
  totals: {
    propertyCount: 1,
    activeTenantCount: 2,
    monthlyRentCents: 185000,
    pendingPayments: { count: 2, amountCents: 95000 },
  },
  incomeSeries: [{ month: '2026-03', incomeCents: 185000 }],
  locations: [
    {
      id: 'p1',
      urlCode: 'kerk12',
      address: address('Kerkstraat', '12', 'Gent'),
      latitude: 51.05,
      longitude: 3.72,
      occupancy: 'rented',
    },
  ],
  recentActivity: [
    {
      kind: 'payment_received',
      id: 'a1',
      date: '2026-03-03',
      label: 'Kerkstraat 12, Gent',
      propertyId: 'p1',
      amountCents: 92500,
    },
  ],
  upcomingTasks: [
    {
      id: 't1',
      title: 'Ketel laten nazien',
      dueDate: '2026-03-01',
      priority: 'high',
      overdue: true,
      property: null,
    },
  ],
  upcomingPayments: [
    {
      id: 'r1',
      contractId: 'c1',
      propertyId: 'p1',
      address: address('Kerkstraat', '12', 'Gent'),
      tenantName: 'Sofie Peeters',
      dueDate: '2026-03-07',
      amountDueCents: 92500,
      outstandingCents: 92500,
    },
  ],
  expiringContracts: [
    {
      id: 'c1',
      contractNumber: 'HC-2024-001',
      propertyId: 'p1',
      address: address('Kerkstraat', '12', 'Gent'),
      tenantNames: ['Sofie Peeters'],
      endsOn: '2026-08-31',
      daysLeft: 179,
    },
  ],
  propertiesOverview: {
    rented: 1,
    available: 0,
    items: [
      {
        id: 'p1',
        urlCode: 'kerk12',
        address: address('Kerkstraat', '12', 'Gent'),
        type: 'apartment',
        occupancy: 'rented',
        rentCents: 92500,
        primaryPhotoId: null,
      },
    ],
  },
  indexableContracts: [
    {
      contractId: 'c1',
      contractNumber: 'HC-2024-001',
      propertyId: 'p1',
      address: address('Kerkstraat', '12', 'Gent'),
      currentRentCents: 92500,
      newRentCents: 95210,
    },
  ],
};
/** The checklist in the contract's order, the steps in `done` marked done. */
const steps = (done: readonly TOnboardingStepId[]) =>
  ONBOARDING_STEP_IDS.map((id) => ({ id, done: done.includes(id) }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DashboardPage checklist', () => {
  it('shows the steps in order with the progress, and a link to do each open step', async () => {
    mockFetch({
      'GET /api/onboarding': jsonResponse(200, { steps: steps(['addProperty']), dismissedAt: null }),
      'GET /api/dashboard': jsonResponse(200, DASHBOARD),
    });
    await renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    const checklist = await screen.findByTestId('onboarding-checklist');
    expect(within(checklist).getByTestId('onboarding-progress').textContent).toBe('1 of 7 steps done');
    const items = within(checklist).getAllByTestId('onboarding-step');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Add your first property done',
      'Add a tenant to do',
      'Draw up a lease to do',
      'Bring in your existing rentals to do',
      'Add your bank account to do',
      'Plan a task to do',
      'Secure your account to do',
    ]);
    expect(within(items[0]!).queryByRole('link')).toBeNull();
    expect(within(items[1]!).getByRole('link', { name: 'Add tenant' }).getAttribute('href')).toBe(
      '/contacts?tab=tenants&create=1',
    );
    expect(within(items[2]!).getByRole('link', { name: 'Create contract' }).getAttribute('href')).toBe(
      '/contracts/new',
    );
    expect(within(items[3]!).getByRole('link', { name: 'Import a rent roll' }).getAttribute('href')).toBe(
      '/properties/import',
    );
    expect(within(items[4]!).getByRole('link', { name: 'Add bank account' }).getAttribute('href')).toBe(
      '/settings#banking',
    );
    expect(within(items[6]!).getByRole('link', { name: 'Open security' }).getAttribute('href')).toBe(
      '/settings#account',
    );
    expect(await screen.findByTestId('dashboard-total-properties')).toBeDefined();
  });

  it('hides the checklist for good when the user closes it', async () => {
    const calls = mockFetch({
      'GET /api/onboarding': jsonResponse(200, { steps: steps([]), dismissedAt: null }),
      'POST /api/onboarding/dismiss': jsonResponse(204),
      'GET /api/dashboard': jsonResponse(200, DASHBOARD),
    });
    await renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    fireEvent.click(await screen.findByRole('button', { name: en.dashboard.checklist.hide }));
    await vi.waitFor(() => expect(screen.queryByTestId('onboarding-checklist')).toBeNull());
    expect(
      calls.filter((call) => call.method === 'POST' && call.path === '/api/onboarding/dismiss'),
    ).toHaveLength(1);
  });

  it('says when every step is done and offers to close it', async () => {
    mockFetch({
      'GET /api/onboarding': jsonResponse(200, {
        steps: steps(ONBOARDING_STEP_IDS),
        dismissedAt: null,
      }),
      'GET /api/dashboard': jsonResponse(200, DASHBOARD),
    });
    await renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText(en.dashboard.checklist.complete)).toBeDefined();
    expect(screen.getByTestId('onboarding-progress').textContent).toBe('7 of 7 steps done');
    expect(screen.getByRole('button', { name: en.dashboard.checklist.close })).toBeDefined();
  });

  it('shows no checklist once it was dismissed, on any device', async () => {
    mockFetch({
      'GET /api/onboarding': jsonResponse(200, { steps: steps([]), dismissedAt: '2026-03-15T09:00:00.000Z' }),
      'GET /api/dashboard': jsonResponse(200, DASHBOARD),
    });
    await renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByTestId('dashboard-totals')).toBeDefined();
    expect(screen.queryByTestId('onboarding-checklist')).toBeNull();
  });
});

describe('DashboardPage figures and lists', () => {
  it('shows the totals, the lists and what is indexable from the one dashboard request', async () => {
    const calls = mockFetch({
      'GET /api/onboarding': jsonResponse(200, { steps: steps([]), dismissedAt: '2026-03-15T09:00:00.000Z' }),
      'GET /api/dashboard': jsonResponse(200, DASHBOARD),
    });
    await renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    const totals = await screen.findByTestId('dashboard-totals');
    expect(within(totals).getByTestId('dashboard-total-properties').textContent).toBe('1property');
    expect(within(totals).getByTestId('dashboard-total-tenants').textContent).toBe('2active tenants');
    expect(within(totals).getByTestId('dashboard-total-rent').textContent).toMatch(
      /^€\s1\.850,00monthly rent/,
    );
    expect(within(totals).getByTestId('dashboard-total-pending').textContent).toMatch(
      /^€\s950,00outstanding in 2 payments$/,
    );

    const payments = screen.getByTestId('dashboard-upcoming-payments');
    expect(within(payments).getByText('Sofie Peeters')).toBeDefined();
    expect(within(payments).getByText('due 07/03/2026')).toBeDefined();
    const expiring = screen.getByTestId('dashboard-expiring-contracts');
    expect(within(expiring).getByRole('link', { name: 'Kerkstraat 12, Gent' }).getAttribute('href')).toBe(
      '/contracts/c1',
    );
    expect(within(expiring).getByText('179 days left')).toBeDefined();
    const indexable = screen.getByTestId('dashboard-indexable-contracts');
    expect(within(indexable).getByText(/^€\s952,10$/)).toBeDefined();
    expect(within(indexable).getByText(/^\+€\s27,10 per month$/)).toBeDefined();
    expect(
      within(screen.getByTestId('dashboard-upcoming-tasks')).getByText(en.dashboard.upcomingTasks.overdue),
    ).toBeDefined();
    expect(
      within(screen.getByTestId('dashboard-recent-activity')).getByText(
        en.dashboard.recentActivity.kinds.payment_received,
      ),
    ).toBeDefined();
    expect(
      within(screen.getByTestId('dashboard-properties-overview')).getByText('1 let, 0 available'),
    ).toBeDefined();
    expect(calls.filter((call) => call.path === '/api/dashboard')).toHaveLength(1);
  });

  it('says so per list when there is nothing, and keeps working when a remote widget cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const empty = { ...DASHBOARD, upcomingPayments: [], expiringContracts: [], indexableContracts: [] };
    mockFetch({
      'GET /api/onboarding': jsonResponse(200, { steps: steps([]), dismissedAt: '2026-03-15T09:00:00.000Z' }),
      'GET /api/dashboard': jsonResponse(200, empty),
    });
    await renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText(en.dashboard.upcomingPayments.empty)).toBeDefined();
    expect(screen.getByText(en.dashboard.expiringContracts.empty)).toBeDefined();
    expect(screen.getByText(en.dashboard.indexableContracts.empty)).toBeDefined();
    expect(await screen.findByTestId('remote-widget-fallback-finance')).toBeDefined();
    expect(await screen.findByTestId('remote-widget-fallback-properties')).toBeDefined();
    expect(screen.getByTestId('dashboard-totals')).toBeDefined();
  });

  it('shows the failure with a retry in each section when the dashboard request fails', async () => {
    mockFetch({
      'GET /api/onboarding': jsonResponse(200, { steps: steps([]), dismissedAt: '2026-03-15T09:00:00.000Z' }),
      'GET /api/dashboard': [
        jsonResponse(500, { message: 'Database down', code: 'internal_error' }),
        jsonResponse(200, DASHBOARD),
      ],
    });
    await renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    const payments = await screen.findByTestId('dashboard-upcoming-payments');
    await within(payments).findByText('Database down', {}, { timeout: 5000 });
    fireEvent.click(within(payments).getByRole('button'));
    expect(await within(payments).findByText('Sofie Peeters')).toBeDefined();
  });

  it('opens the dialogs of the other apps and the pages of the quick actions', async () => {
    mockFetch({
      'GET /api/onboarding': jsonResponse(200, { steps: steps([]), dismissedAt: '2026-03-15T09:00:00.000Z' }),
      'GET /api/dashboard': jsonResponse(200, DASHBOARD),
    });
    const opened: string[] = [];
    const stop = eventBus.on('remote-dialog:open', ({ remote, dialog }) =>
      opened.push(`${remote}:${dialog}`),
    );
    await renderWithProviders(<DashboardPage />, { path: '/dashboard' });
    const actions = screen.getByRole('region', { name: en.dashboard.quickActions.title });
    fireEvent.click(within(actions).getByRole('button', { name: en.dashboard.quickActions.addProperty }));
    fireEvent.click(within(actions).getByRole('button', { name: en.dashboard.quickActions.registerPayment }));
    fireEvent.click(within(actions).getByRole('button', { name: en.dashboard.quickActions.uploadDocument }));
    stop();
    expect(opened).toEqual(['properties:add-property', 'finance:register-payment', 'documents:upload']);
    expect(
      within(actions)
        .getByRole('link', { name: en.dashboard.quickActions.createContract })
        .getAttribute('href'),
    ).toBe('/contracts/new');
    expect(
      within(actions).getByRole('link', { name: en.dashboard.quickActions.aiPilot }).getAttribute('href'),
    ).toBe('/ai-assistant');
  });
});
