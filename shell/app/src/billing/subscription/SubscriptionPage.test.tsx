import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders, testUser } from '../../testing/renderWithProviders';
import { SubscriptionPage } from './SubscriptionPage';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cardSubscription = {
  planType: 'basic',
  status: 'active',
  provider: 'stripe',
  interval: 'monthly',
  trialEndsAt: null,
  currentPeriodEnd: '2026-12-24T10:00:00.000Z',
  cancelAt: null,
  nextInvoice: { amountCents: 2500, date: '2026-12-24' },
  invoices: [
    {
      id: 'in_1',
      number: 'IMMO-0001',
      date: '2026-11-24',
      amountCents: 2500,
      status: 'paid',
      pdfUrl: 'http://127.0.0.1:12111/invoices/in_1.pdf',
    },
  ],
  pendingBankTransfer: null,
  canManageOnline: true,
};

describe('SubscriptionPage', () => {
  it('shows the plan, the next invoice and the invoices with their PDF', async () => {
    mockFetch({ 'GET /api/billing/subscription': jsonResponse(200, cardSubscription) });
    await renderWithProviders(<SubscriptionPage />, { path: '/subscription' });
    const summary = await screen.findByTestId('subscription-summary');
    expect(within(summary).getByText('Basic')).toBeDefined();
    expect(within(summary).getByText('Active')).toBeDefined();
    expect(within(summary).getByText('€ 25,00 on 24/12/2026')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Invoice of 24/11/2026 (PDF)' }).getAttribute('href')).toBe(
      'http://127.0.0.1:12111/invoices/in_1.pdf',
    );
    expect((screen.getByRole('button', { name: 'Switch to Basic' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('radio', { name: /Professional/ }));
    expect(
      (screen.getByRole('button', { name: 'Upgrade to Professional' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.getByText(/prorated on your next invoice/)).toBeDefined();
  });

  it('tells an owner on Free whose address is not verified yet that the trial starts at verification', async () => {
    const free = {
      ...cardSubscription,
      planType: 'free',
      provider: 'none',
      interval: null,
      currentPeriodEnd: null,
      nextInvoice: null,
      invoices: [],
      canManageOnline: false,
    };
    mockFetch({ 'GET /api/billing/subscription': jsonResponse(200, free) });
    await renderWithProviders(<SubscriptionPage />, {
      path: '/subscription',
      user: { ...testUser, isEmailVerified: false },
    });
    expect(
      await screen.findByText(
        'Your 14-day Professional trial starts once you confirm your e-mail address: open the link we mailed to an@example.be. Until then the free plan applies.',
      ),
    ).toBeDefined();
    cleanup();
    mockFetch({ 'GET /api/billing/subscription': jsonResponse(200, free) });
    await renderWithProviders(<SubscriptionPage />, { path: '/subscription' });
    await screen.findByTestId('subscription-summary');
    expect(screen.queryByText(/trial starts once you confirm/)).toBeNull();
  });

  it('cancels at the end of the period after a confirmation that shows until when access lasts', async () => {
    const cancelled = { ...cardSubscription, cancelAt: '2026-12-24T10:00:00.000Z', canManageOnline: false };
    const calls = mockFetch({
      'GET /api/billing/subscription': [jsonResponse(200, cardSubscription), jsonResponse(200, cancelled)],
      'POST /api/billing/cancel': jsonResponse(200, cancelled),
    });
    await renderWithProviders(<SubscriptionPage />, { path: '/subscription' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText(/You keep every feature until 24\/12\/2026/)).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    expect(await screen.findByText('Cancelled: access until 24/12/2026')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/billing/cancel',
    ]);
  });
});
