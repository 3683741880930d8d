import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { planKeys, queryClient } from '@immodesk/sdk';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../../testing/renderWithProviders';
import { CheckoutPage } from './CheckoutPage';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const freeSubscription = {
  planType: 'free',
  status: 'active',
  provider: 'none',
  interval: null,
  trialEndsAt: null,
  currentPeriodEnd: null,
  cancelAt: null,
  nextInvoice: null,
  invoices: [],
  pendingBankTransfer: null,
  canManageOnline: false,
};

const bankTransfer = {
  plan: 'basic',
  interval: 'yearly',
  amountCents: 22800,
  beneficiary: 'Immodesk BV',
  iban: 'BE68 5390 0754 7034',
  bic: 'GKCCBEBB',
  structuredReference: '+++090/9337/55493+++',
  reason: 'not_configured',
  activationHours: 24,
  createdAt: '2026-11-24T10:00:00.000Z',
};

describe('CheckoutPage', () => {
  it('starts a checkout for the plan and interval chosen, and shows the bank-transfer details when online payment is unavailable', async () => {
    const calls = mockFetch({
      'GET /api/billing/subscription': jsonResponse(200, freeSubscription),
      'POST /api/billing/checkout-session': jsonResponse(201, { kind: 'bank_transfer', bankTransfer }),
    });
    await renderWithProviders(<CheckoutPage />, { path: '/checkout?plan=professional&interval=monthly' });
    fireEvent.click(screen.getByRole('radio', { name: /Basic/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByText('€ 228,00 per year (€ 19,00 per month, you save 24%)')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByRole('heading', { name: 'Pay by bank transfer' })).toBeDefined();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ plan: 'basic', interval: 'yearly' });
    expect(screen.getByText('BE68 5390 0754 7034')).toBeDefined();
    expect(screen.getByText('+++090/9337/55493+++')).toBeDefined();
    expect(screen.getByText('€ 228,00')).toBeDefined();
    expect(screen.getByText('We have e-mailed you these payment instructions.')).toBeDefined();
  });

  it('after the payment page, shows processing until the plan is active, then reads the plan again', async () => {
    const calls = mockFetch({
      'GET /api/billing/checkout-session/cs_test_1': [
        jsonResponse(200, {
          sessionId: 'cs_test_1',
          state: 'processing',
          planType: 'professional',
          interval: 'monthly',
        }),
        jsonResponse(200, {
          sessionId: 'cs_test_1',
          state: 'active',
          planType: 'professional',
          interval: 'monthly',
        }),
      ],
      'GET /api/user/plan': jsonResponse(200, { planType: 'professional', status: 'active' }),
    });
    await renderWithProviders(<CheckoutPage />, { path: '/checkout?session_id=cs_test_1' });
    queryClient.setQueryData(planKeys.plan(), { planType: 'free', status: 'active' });
    expect(await screen.findByText('Processing your payment…')).toBeDefined();
    expect(
      await screen.findByRole('heading', { name: 'Your Professional plan is active' }, { timeout: 4000 }),
    ).toBeDefined();
    await waitFor(() => expect(queryClient.getQueryState(planKeys.plan())?.isInvalidated).toBe(true));
    expect(calls.filter((call) => call.path === '/api/billing/checkout-session/cs_test_1')).toHaveLength(2);
  });

  it('says the payment failed when the session was not paid', async () => {
    mockFetch({
      'GET /api/billing/checkout-session/cs_test_2': jsonResponse(200, {
        sessionId: 'cs_test_2',
        state: 'failed',
        planType: 'free',
        interval: 'monthly',
      }),
    });
    await renderWithProviders(<CheckoutPage />, { path: '/checkout?session_id=cs_test_2' });
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/settings?section=plan#plan',
    );
  });

  it('offers Enterprise through sales, never a checkout', async () => {
    const calls = mockFetch({});
    await renderWithProviders(<CheckoutPage />, { path: '/checkout?plan=enterprise' });
    expect(screen.getByRole('heading', { name: 'Enterprise: custom pricing' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'E-mail sales' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(calls.filter((call) => call.path.startsWith('/api/billing'))).toEqual([]);
  });
});
