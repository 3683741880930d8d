import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TExpense } from '@immodesk/contracts/expenses/expense.contract';
import { renderRemotePage, setUpRemoteTests, stubFetch, testPropertySummary } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { ExpensesTab } from './ExpensesTab';

const propertyId = '8a9bc696-2cb9-48d4-9be9-76c2f7c14ac9';
const property = testPropertySummary({ id: propertyId });

function expense(overrides: Partial<TExpense>): TExpense {
  return {
    id: crypto.randomUUID(),
    propertyId,
    category: 'insurance',
    amountCents: 42050,
    date: '2026-02-15',
    contractorId: null,
    documentId: null,
    description: 'Brandverzekering 2026',
    recoverable: false,
    createdAt: '2026-02-15T10:00:00.000Z',
    updatedAt: '2026-02-15T10:00:00.000Z',
    ...overrides,
  };
}

const listBody = (items: TExpense[]) => ({
  items,
  total: items.length,
  totals: { amountCents: 52050, recoverableCents: 10000 },
});

function answer(items: TExpense[]) {
  return (url: URL) => {
    if (url.pathname === '/api/properties') return { body: { items: [property], total: 1 } };
    if (url.pathname === '/api/contractors' || url.pathname === '/api/documents')
      return { body: { items: [], total: 0 } };
    return { body: listBody(items) };
  };
}

setUpRemoteTests('finance', en);

describe('ExpensesTab', () => {
  it('lists the expenses with their property, date, amount and recoverable flag, and the totals of the selection', async () => {
    stubFetch(
      answer([
        expense({}),
        expense({ category: 'syndic', amountCents: 10000, recoverable: true, description: null }),
      ]),
    );
    await renderRemotePage(<ExpensesTab />, '/reports?tab=expenses');
    const rows = await screen.findAllByTestId('expense-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(en.expenses.categories.insurance)).toBeDefined();
    expect(within(rows[0]!).getByText('Brandverzekering 2026')).toBeDefined();
    expect(within(rows[0]!).getByText('15/02/2026')).toBeDefined();
    expect(within(rows[0]!).getByText(/^€\s420,50$/)).toBeDefined();
    expect(await within(rows[0]!).findByText('Kerkstraat 12, 9000 Gent')).toBeDefined();
    expect(within(rows[1]!).getByText(en.expenses.recoverableYes)).toBeDefined();
    expect(
      screen.getByText(/^2 expenses, €\s520,50 in total, of which €\s100,00 recoverable$/),
    ).toBeDefined();
  });

  it('sends the filters of the URL to the server', async () => {
    const calls = stubFetch(answer([]));
    await renderRemotePage(
      <ExpensesTab />,
      `/reports?tab=expenses&category=syndic&from=2026-01-01&propertyId=${propertyId}`,
    );
    expect(await screen.findByText(en.expenses.noResultsTitle)).toBeDefined();
    const list = calls.find((call) => call.url.pathname === '/api/expenses')!;
    expect(list.url.searchParams.get('category')).toBe('syndic');
    expect(list.url.searchParams.get('from')).toBe('2026-01-01');
    expect(list.url.searchParams.get('propertyId')).toBe(propertyId);
    expect(list.url.searchParams.has('to')).toBe(false);
  });

  it('adds an expense after checking the fields, in cents, then refreshes the list', async () => {
    const calls = stubFetch(answer([]));
    await renderRemotePage(<ExpensesTab />, '/reports?tab=expenses');
    fireEvent.click(await screen.findByRole('button', { name: en.expenses.add }));
    const dialog = await screen.findByRole('dialog', { name: en.expenses.form.addTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: en.expenses.form.add }));
    expect(within(dialog).getAllByText(en.expenses.form.errors.required)).toHaveLength(3);
    expect(calls.some((call) => call.init?.method === 'POST')).toBe(false);

    await within(dialog).findByRole('option', { name: 'Kerkstraat 12, 9000 Gent' });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${en.expenses.fields.property}`)), {
      target: { value: propertyId },
    });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${en.expenses.fields.category}`)), {
      target: { value: 'property_tax' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '1.250,40' } });
    fireEvent.change(within(dialog).getByLabelText(/^Date paid/), { target: { value: '2026-03-02' } });
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: new RegExp(en.expenses.fields.recoverable) }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: en.expenses.form.add }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => call.init?.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/expenses');
    expect(JSON.parse(String(post.init!.body))).toEqual({
      propertyId,
      category: 'property_tax',
      amountCents: 125040,
      date: '2026-03-02',
      contractorId: null,
      documentId: null,
      description: null,
      recoverable: true,
    });
    await waitFor(() =>
      expect(
        calls.filter(
          (call) => call.url.pathname === '/api/expenses' && (call.init?.method ?? 'GET') === 'GET',
        ),
      ).toHaveLength(2),
    );
  });

  it('deletes an expense after asking', async () => {
    const item = expense({});
    const calls = stubFetch(answer([item]));
    await renderRemotePage(<ExpensesTab />, '/reports?tab=expenses');
    const row = (await screen.findAllByTestId('expense-row'))[0]!;
    fireEvent.click(
      within(row).getByRole('button', { name: `Delete ${en.expenses.categories.insurance} of 15/02/2026` }),
    );
    const dialog = await screen.findByRole('dialog', { name: en.expenses.delete.title });
    fireEvent.click(within(dialog).getByRole('button', { name: en.expenses.delete.confirm }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.init?.method === 'DELETE' && call.url.pathname === `/api/expenses/${item.id}`,
        ),
      ).toBe(true),
    );
  });
});
