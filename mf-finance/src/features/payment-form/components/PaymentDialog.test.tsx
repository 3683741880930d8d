import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import {
  renderRemotePage,
  setUpRemoteTests,
  stubFetch,
  testPropertySummary,
  type FetchCall,
} from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { dueItemFixture } from '../../../shared/testing/rentPaymentFixtures';
import { PaymentDialog } from './PaymentDialog';

const contractId = '3f6c1a2b-7d8e-4f90-a1b2-c3d4e5f60718';
const propertyId = '8a9bc696-2cb9-48d4-9be9-76c2f7c14ac9';
const march = { id: '5b1e0c9d-2f3a-4b5c-8d6e-7f8091a2b3c4', period: '2026-03', dueDate: '2026-03-01' };
const april = { id: '6c2f1d0e-3a4b-4c5d-9e7f-8091a2b3c4d5', period: '2026-04', dueDate: '2026-04-01' };

function dueItem(
  overrides: Partial<TRentPayment> & { id: string; period: string; dueDate: string },
): TRentPayment {
  return dueItemFixture({ contractId, propertyId, ...overrides });
}

/** The organization's lists the dialog chooses from, and what the payment endpoints answer. */
function stubApi(
  items: TRentPayment[],
  answer: (call: FetchCall) => { status?: number; body: unknown } = () => ({ body: items[0] }),
) {
  const calls = stubFetch((url) => {
    if (url.pathname === '/api/contracts')
      return {
        body: {
          items: [{ id: contractId, contractNumber: 'HC-2026-014', propertyId, status: 'active' }],
          total: 1,
        },
      };
    if (url.pathname === '/api/properties')
      return { body: { items: [testPropertySummary({ id: propertyId })], total: 1 } };
    if (url.pathname === '/api/tenants') return { body: { items: [], total: 0 } };
    if (url.pathname === '/api/rent-payments' && isRead(calls.at(-1)!))
      return {
        body: { items, total: items.length, totals: { dueCents: 0, paidCents: 0, outstandingCents: 0 } },
      };
    return answer(calls.at(-1)!);
  });
  return calls;
}

const isRead = (call: FetchCall) => (call.init?.method ?? 'GET') === 'GET';
const bodyOf = (call: FetchCall) => JSON.parse(String(call.init?.body)) as unknown;
const writes = (calls: FetchCall[]) => calls.filter((call) => !isRead(call));

setUpRemoteTests('finance', en);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PaymentDialog', () => {
  it('refuses to register before a contract and a period are chosen', async () => {
    const calls = stubApi([dueItem(march)]);
    await renderRemotePage(<PaymentDialog params={{}} onClose={vi.fn()} />, '/dashboard');
    fireEvent.change(screen.getByRole('textbox', { name: /Amount received/ }), { target: { value: '920' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register payment' }));
    expect(await screen.findAllByText(en.paymentForm.errors.contractAndPeriod)).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Contract/ }));
    expect(writes(calls)).toHaveLength(0);
  });

  it('registers a partial payment against the chosen contract and period, in cents, with the partial note', async () => {
    const onClose = vi.fn();
    const calls = stubApi([dueItem(march), dueItem(april)], () => ({
      body: dueItem({ ...april, paidCents: 60_000, paidAt: '2026-04-03', status: 'partial' }),
    }));
    await renderRemotePage(<PaymentDialog params={{}} onClose={onClose} />, '/dashboard');
    const contract = screen.getByRole('combobox', { name: /Contract/ });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'HC-2026-014 · Kerkstraat 12, Gent' })).toBeDefined(),
    );
    fireEvent.change(contract, { target: { value: contractId } });
    await screen.findByRole('option', { name: /April 2026/ });
    fireEvent.change(screen.getByRole('combobox', { name: /Period/ }), { target: { value: '2026-04' } });

    const amount = await screen.findByDisplayValue('920');
    fireEvent.change(amount, { target: { value: '600' } });
    expect(screen.getByTestId('payment-note').textContent).toMatch(
      /^Partial payment: €\s600,00 paid of the contract total €\s920,00; €\s320,00 outstanding\.$/,
    );
    fireEvent.change(screen.getByLabelText(/Date received/), { target: { value: '2026-04-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register payment' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [post] = writes(calls);
    expect(post!.url.pathname).toBe('/api/rent-payments');
    expect(post!.init?.method).toBe('POST');
    expect(bodyOf(post!)).toEqual({
      contractId,
      period: '2026-04',
      paidCents: 60_000,
      paidAt: '2026-04-03',
      notes: null,
    });
  });

  it('notes an overpayment and full payment as the amount changes', async () => {
    stubApi([dueItem(march)]);
    await renderRemotePage(
      <PaymentDialog params={{ contractId, period: '2026-03' }} onClose={vi.fn()} />,
      '/rent-payments',
    );
    const amount = await screen.findByDisplayValue('920');
    expect(screen.getByTestId('payment-note').textContent).toMatch(
      /^Paid in full: €\s920,00 of €\s920,00\.$/,
    );
    fireEvent.change(amount, { target: { value: '1.000' } });
    expect(screen.getByTestId('payment-note').textContent).toMatch(
      /surplus of €\s80,00 is carried to the next due item/,
    );
  });

  it("edits an item's payment by its id and shows the server's message under the field it refuses", async () => {
    const onClose = vi.fn();
    const calls = stubApi(
      [dueItem({ ...march, paidCents: 50_000, paidAt: '2026-03-04', status: 'partial', notes: 'cash' })],
      () => ({
        status: 400,
        body: {
          code: 'validation_error',
          message: 'Check the fields.',
          details: { paidAt: 'The date cannot be in the future.' },
        },
      }),
    );
    await renderRemotePage(
      <PaymentDialog params={{ contractId, period: '2026-03' }} onClose={onClose} />,
      '/rent-payments',
    );
    expect(await screen.findByRole('heading', { name: 'Edit the payment' })).toBeDefined();
    expect(screen.getByDisplayValue('500')).toBeDefined();
    expect(screen.getByDisplayValue('cash')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The date cannot be in the future.')).toBeDefined();
    const [patch] = writes(calls);
    expect(patch!.url.pathname).toBe(`/api/rent-payments/${march.id}`);
    expect(patch!.init?.method).toBe('PATCH');
    expect(bodyOf(patch!)).toEqual({ paidCents: 50_000, paidAt: '2026-03-04', notes: 'cash' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of an amount above 12 times the amount due under the amount", async () => {
    stubApi([dueItem(march)], () => ({
      status: 400,
      body: {
        code: 'validation_error',
        message: 'A payment is at most 12 times the amount due of this rent: check the amount.',
        details: { paidCents: 'At most 12 times the amount due.' },
      },
    }));
    await renderRemotePage(
      <PaymentDialog params={{ contractId, period: '2026-03' }} onClose={vi.fn()} />,
      '/rent-payments',
    );
    const amount = await screen.findByLabelText(/Amount received/);
    fireEvent.change(amount, { target: { value: '1000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register payment' }));

    expect(await screen.findByText('At most 12 times the amount due.')).toBeDefined();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
  });
});
