import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TRentPaymentListItem } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import {
  itPaginatesBeyondOnePage,
  renderRemotePage,
  setUpRemoteTests,
  stubFetch,
} from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { rentPaymentListItemFixture } from '../../../shared/testing/rentPaymentFixtures';
import { RentPaymentListPage } from './RentPaymentListPage';

const payment = (overrides: Partial<TRentPaymentListItem>) =>
  rentPaymentListItemFixture({ amountDueCents: 95000, rentCents: 95000, chargesCents: 0, ...overrides });

const contractId = '3f6c1a2b-7d8e-4f90-a1b2-c3d4e5f60718';
const tenantId = '217fdfba-65cf-47e8-bc32-d272ac5a0247';
const propertyId = '8a9bc696-2cb9-48d4-9be9-76c2f7c14ac9';
const named = {
  contractId,
  tenantId,
  propertyId,
  contractNumber: 'HC-2026-014',
  propertyAddress: 'Kerkstraat 12, 9000 Gent',
  tenantNames: ['Sofie Peeters', 'Jan Claes'],
};

const payments = [
  payment({
    ...named,
    period: '2026-02',
    dueDate: '2026-02-01',
    amountDueCents: 95000,
    rentCents: 88000,
    chargesCents: 7000,
    paidCents: 95000,
    paidAt: '2026-02-03',
    status: 'paid',
  }),
  payment({
    period: '2026-03',
    dueDate: '2026-03-01',
    paidCents: 60000,
    paidAt: '2026-03-05',
    status: 'overdue',
  }),
  payment({ period: '2026-Q1', dueDate: '2026-01-05', status: 'overdue' }),
];
const totals = { dueCents: 285000, paidCents: 155000, outstandingCents: 130000 };
const listBody = (items: TRentPaymentListItem[]) => ({ items, total: items.length, totals });

/** Answers the list with `body`, and the filters' property, tenant and contract choices with nothing. */
function stubList(body: (url: URL) => unknown, status = 200) {
  const calls = stubFetch((url) =>
    url.pathname === '/api/rent-payments' ? { status, body: body(url) } : { body: { items: [], total: 0 } },
  );
  return { calls, listCalls: () => calls.filter((call) => call.url.pathname === '/api/rent-payments') };
}

setUpRemoteTests('finance', en);

describe('RentPaymentListPage', () => {
  it('lists the due items with the names, address and contract number the BFF answers, SPEC status labels and amounts', async () => {
    const { calls } = stubList(() => listBody(payments));
    await renderRemotePage(<RentPaymentListPage />, '/rent-payments');

    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeDefined();
    const rows = await screen.findAllByTestId('rent-payment-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('February 2026', { ignore: 'button *' })).toBeDefined();
    expect(within(rows[0]!).getByText('due 01/02/2026')).toBeDefined();
    expect(within(rows[0]!).getByText('on 03/02/2026')).toBeDefined();
    expect(within(rows[0]!).getAllByText(/^€\s950,00$/)).toHaveLength(2);
    expect(within(rows[0]!).getByText(/^rent €\s880,00 \+ charges €\s70,00$/)).toBeDefined();
    expect(within(rows[0]!).getByText('Received')).toBeDefined();
    expect(within(rows[0]!).getByText('Sofie Peeters, Jan Claes')).toBeDefined();
    expect(within(rows[0]!).getByText('Kerkstraat 12, 9000 Gent')).toBeDefined();
    expect(within(rows[0]!).getByText('Contract HC-2026-014')).toBeDefined();
    expect(within(rows[0]!).getByRole('button', { name: 'Edit payment February 2026' })).toBeDefined();
    expect(within(rows[0]!).getByRole('button', { name: 'Delete payment February 2026' })).toBeDefined();
    expect(within(rows[2]!).getByText('Q1 2026', { ignore: 'button *' })).toBeDefined();
    expect(within(rows[2]!).getByText('Not received')).toBeDefined();
    expect(within(rows[2]!).getByText('not paid yet')).toBeDefined();
    const listCall = calls.find((call) => call.url.pathname === '/api/rent-payments')!;
    expect(listCall.url.searchParams.has('status')).toBe(false);
    expect(listCall.url.searchParams.get('pageSize')).toBe('50');
  });

  it('shows a partly paid item past its due date as partially received, overdue, with what is still open', async () => {
    stubList(() => listBody(payments));
    await renderRemotePage(<RentPaymentListPage />, '/rent-payments');
    const partial = (await screen.findAllByTestId('rent-payment-row'))[1]!;
    const status = within(partial).getByTestId('rent-payment-status');
    expect(within(status).getByText('Partially received')).toBeDefined();
    expect(within(status).getByText('Overdue')).toBeDefined();
    expect(within(status).getByText(/^€\s350,00 outstanding$/)).toBeDefined();
    expect(within(partial).queryByText('Not received')).toBeNull();
    expect(within(partial).getByText('on 05/03/2026')).toBeDefined();
  });

  it('also writes each item as a card for a phone: who and where, period, amounts and status with what is open', async () => {
    stubList(() => listBody(payments));
    await renderRemotePage(<RentPaymentListPage />, '/rent-payments');
    const cards = await screen.findAllByTestId('rent-payment-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Sofie Peeters, Jan Claes')).toBeDefined();
    expect(within(cards[0]!).getByText('Kerkstraat 12, 9000 Gent')).toBeDefined();
    expect(within(cards[0]!).getByText('Contract HC-2026-014')).toBeDefined();
    expect(within(cards[0]!).getByText('February 2026', { ignore: 'button *' })).toBeDefined();
    expect(within(cards[1]!).getByText('Partially received')).toBeDefined();
    expect(within(cards[1]!).getByText('Overdue')).toBeDefined();
    expect(within(cards[1]!).getByText(/^€\s350,00 outstanding$/)).toBeDefined();
  });

  it('shows the totals the server computed over the whole filtered set', async () => {
    stubList(() => ({ items: payments, total: 120, totals }));
    await renderRemotePage(<RentPaymentListPage />, '/rent-payments');
    const section = await screen.findByRole('region', { name: 'Total for this selection' });
    expect(
      within(within(section).getByTestId('rent-payment-total-due')).getByText(/^€\s2\.850,00$/),
    ).toBeDefined();
    expect(
      within(within(section).getByTestId('rent-payment-total-paid')).getByText(/^€\s1\.550,00$/),
    ).toBeDefined();
    expect(
      within(within(section).getByTestId('rent-payment-total-outstanding')).getByText(/^€\s1\.300,00$/),
    ).toBeDefined();
  });

  it('filters by status through the URL and the BFF', async () => {
    const { listCalls } = stubList((url) => {
      const status = url.searchParams.get('status');
      return listBody(status ? payments.filter((item) => item.status === status) : payments);
    });
    await renderRemotePage(<RentPaymentListPage />, '/rent-payments?page=1');
    await screen.findAllByTestId('rent-payment-row');

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'paid' } });
    await waitFor(() => expect(screen.getAllByTestId('rent-payment-row')).toHaveLength(1));
    expect(listCalls().at(-1)!.url.searchParams.get('status')).toBe('paid');
    expect(screen.getByTestId('location').textContent).toBe('/rent-payments?status=paid');
    const options = within(screen.getByRole('combobox', { name: 'Status' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'All statuses',
      'Overdue (not or partially received)',
      'Partially received, not yet due',
      'Pending',
      'Received',
    ]);
  });

  it('filters by a range of months through the URL, as due-date bounds for the BFF', async () => {
    const { listCalls } = stubList(() => listBody(payments));
    await renderRemotePage(<RentPaymentListPage />, '/rent-payments?from=2026-01&to=2026-02&page=2');
    await screen.findAllByTestId('rent-payment-row');
    expect(listCalls()[0]!.url.searchParams.get('from')).toBe('2026-01-01');
    expect(listCalls()[0]!.url.searchParams.get('to')).toBe('2026-02-28');
    expect(listCalls()[0]!.url.searchParams.get('page')).toBe('2');
    expect((screen.getByRole('combobox', { name: 'From' }) as HTMLSelectElement).value).toBe('2026-01');

    fireEvent.change(screen.getByRole('combobox', { name: 'Up to and including' }), {
      target: { value: '' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/rent-payments?from=2026-01'),
    );
    expect(listCalls().at(-1)!.url.searchParams.has('to')).toBe(false);
  });

  it('filters by property, tenant and contract ids from the URL, and ignores a value that is no id', async () => {
    const { listCalls } = stubList(() => listBody(payments));
    await renderRemotePage(
      <RentPaymentListPage />,
      `/rent-payments?propertyId=${propertyId}&tenantId=${tenantId}&contractId=HC-2026-014`,
    );
    await screen.findAllByTestId('rent-payment-row');
    const query = listCalls()[0]!.url.searchParams;
    expect(query.get('propertyId')).toBe(propertyId);
    expect(query.get('tenantId')).toBe(tenantId);
    expect(query.has('contractId')).toBe(false);
  });

  it('sends the rent request of an item to its tenant after a confirmation', async () => {
    const { calls } = stubList(() => listBody(payments));
    await renderRemotePage(<RentPaymentListPage />, '/rent-payments');
    const [paid, row] = await screen.findAllByTestId('rent-payment-row');
    // Paid in full: nothing to ask for.
    expect(within(paid!).queryByRole('button', { name: /^Send to tenant/ })).toBeNull();
    fireEvent.click(within(row!).getByRole('button', { name: 'Send to tenant March 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the rent request?' });
    expect(calls.some((call) => call.url.pathname.endsWith('/request'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send rent request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const send = calls.find((call) => call.url.pathname === `/api/rent-payments/${payments[1]!.id}/request`)!;
    expect(send.init?.method).toBe('POST');
  });

  it('ignores an unknown status or month in the URL', async () => {
    const { listCalls } = stubList(() => listBody(payments));
    await renderRemotePage(<RentPaymentListPage />, '/rent-payments?status=lost&from=maart');
    await screen.findAllByTestId('rent-payment-row');
    expect(listCalls()[0]!.url.searchParams.has('status')).toBe(false);
    expect(listCalls()[0]!.url.searchParams.has('from')).toBe(false);
  });

  it('says so when no payment matches the filters', async () => {
    stubList(() => ({ items: [], total: 0, totals: { dueCents: 0, paidCents: 0, outstandingCents: 0 } }));
    await renderRemotePage(<RentPaymentListPage />, '/rent-payments?status=overdue');
    expect(await screen.findByRole('heading', { name: 'No payments for these filters' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Total for this selection' })).toBeNull();
  });

  itPaginatesBeyondOnePage({
    element: <RentPaymentListPage />,
    path: '/rent-payments',
    items: payments,
    total: 51,
    pageText: 'Page 1 of 2',
    extraBody: { totals },
  });

  it("shows the server's message when the list fails", async () => {
    stubList(() => ({ message: 'Something went wrong (request abc123).', code: 'internal' }), 500);
    await renderRemotePage(<RentPaymentListPage />, '/rent-payments');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong (request abc123).')).toBeDefined();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
