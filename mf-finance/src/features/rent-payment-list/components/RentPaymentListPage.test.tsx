import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { itPaginatesBeyondOnePage, renderRemotePage, setUpRemoteTests, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { RentPaymentListPage } from './RentPaymentListPage';

function payment(overrides: Partial<TRentPayment>): TRentPayment {
  return {
    id: crypto.randomUUID(),
    contractId: null,
    propertyId: null,
    tenantId: null,
    period: '2026-03',
    dueDate: '2026-03-01',
    amountDueCents: 95000,
    paidCents: 0,
    paidAt: null,
    status: 'pending',
    notes: null,
    ...overrides,
  };
}

const tenantId = '217fdfba-65cf-47e8-bc32-d272ac5a0247';
const propertyId = '8a9bc696-2cb9-48d4-9be9-76c2f7c14ac9';
const tenantsBody = {
  items: [
    {
      id: tenantId,
      entityType: 'natural',
      firstName: 'Sofie',
      lastName: 'Peeters',
      companyName: null,
      vatNumber: null,
      email: null,
      phone: null,
      language: 'nl',
      status: 'active',
      propertyId,
    },
  ],
  total: 1,
};
const propertiesBody = {
  items: [
    {
      id: propertyId,
      urlCode: 'kerk12',
      street: 'Kerkstraat',
      houseNumber: '12',
      bus: null,
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
      type: 'apartment',
      rentCents: 95000,
      status: 'active',
      occupancy: 'rented',
      isFavourite: false,
      latitude: null,
      longitude: null,
      primaryPhotoId: null,
    },
  ],
  total: 1,
};

const payments = [
  payment({ tenantId, propertyId, period: '2026-02', dueDate: '2026-02-01', paidCents: 95000, paidAt: '2026-02-03', status: 'paid' }),
  payment({ period: '2026-03', dueDate: '2026-03-01', paidCents: 40000, paidAt: '2026-03-05', status: 'partial' }),
  payment({ period: '2026-Q1', dueDate: '2026-01-05', status: 'overdue' }),
];

setUpRemoteTests('finance', en);

describe('RentPaymentListPage', () => {
  it('lists the due items of GET /api/rent-payments with SPEC status labels, dates and amounts', async () => {
    const calls = stubFetch((url) => {
      if (url.pathname === '/api/tenants') return { body: tenantsBody };
      if (url.pathname === '/api/properties') return { body: propertiesBody };
      return { body: { items: payments, total: payments.length } };
    });
    await renderRemotePage(<RentPaymentListPage />, '/rent-payments');

    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeDefined();
    const rows = await screen.findAllByTestId('rent-payment-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('February 2026')).toBeDefined();
    expect(within(rows[0]!).getByText('01/02/2026')).toBeDefined();
    expect(within(rows[0]!).getByText('03/02/2026')).toBeDefined();
    expect(within(rows[0]!).getAllByText(/^€\s950,00$/)).toHaveLength(2);
    expect(within(rows[0]!).getByText('Received')).toBeDefined();
    expect(await within(rows[0]!).findByText('Sofie Peeters')).toBeDefined();
    expect(within(rows[0]!).getByText('Kerkstraat 12, Gent')).toBeDefined();
    expect(within(rows[1]!).getByText('Partially received')).toBeDefined();
    expect(within(rows[1]!).getByText(/^€\s550,00 still open$/)).toBeDefined();
    expect(within(rows[2]!).getByText('Q1 2026')).toBeDefined();
    expect(within(rows[2]!).getByText('Not received')).toBeDefined();
    expect(within(rows[2]!).getByText('not paid yet')).toBeDefined();
    const listCall = calls.find((call) => call.url.pathname === '/api/rent-payments')!;
    expect(listCall.url.searchParams.has('status')).toBe(false);
  });

  it('filters by status through the URL and the BFF', async () => {
    const calls = stubFetch((url) => {
      const status = url.searchParams.get('status');
      const items = status ? payments.filter((item) => item.status === status) : payments;
      return { body: { items, total: items.length } };
    });
    await renderRemotePage(<RentPaymentListPage />, '/rent-payments?page=1');
    await screen.findAllByTestId('rent-payment-row');

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'overdue' } });
    await waitFor(() => expect(screen.getAllByTestId('rent-payment-row')).toHaveLength(1));
    expect(calls.at(-1)!.url.searchParams.get('status')).toBe('overdue');
    expect(screen.getByTestId('location').textContent).toBe('/rent-payments?status=overdue');
    const options = within(screen.getByRole('combobox', { name: 'Status' })).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All statuses', 'Not received', 'Partially received', 'Pending', 'Received']);
  });

  it('ignores an unknown status in the URL', async () => {
    const calls = stubFetch(() => ({ body: { items: payments, total: 3 } }));
    await renderRemotePage(<RentPaymentListPage />, '/rent-payments?status=lost');
    await screen.findAllByTestId('rent-payment-row');
    expect(calls[0]!.url.searchParams.has('status')).toBe(false);
  });

  it('says so when no payment has the chosen status', async () => {
    stubFetch(() => ({ body: { items: [], total: 0 } }));
    await renderRemotePage(<RentPaymentListPage />, '/rent-payments?status=overdue');
    expect(await screen.findByRole('heading', { name: 'No payments with this status' })).toBeDefined();
  });

  itPaginatesBeyondOnePage({ element: <RentPaymentListPage />, path: '/rent-payments', items: payments, total: 51, pageText: 'Page 1 of 2' });

  it("shows the server's message when the list fails", async () => {
    stubFetch(() => ({ status: 500, body: { message: 'Something went wrong (request abc123).', code: 'internal' } }));
    await renderRemotePage(<RentPaymentListPage />, '/rent-payments');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong (request abc123).')).toBeDefined();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
