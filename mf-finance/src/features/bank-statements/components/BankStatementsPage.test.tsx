import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBankStatementLine } from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import {
  renderRemotePage,
  setUpRemoteTests,
  stubFetch,
  stubUploads,
  uploadedFileName,
  type FetchCall,
} from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { dueItemFixture } from '../../../shared/testing/rentPaymentFixtures';
import { BankStatementsPage } from './BankStatementsPage';

const contractId = '3f6c1a2b-7d8e-4f90-a1b2-c3d4e5f60718';
const propertyId = '8a9bc696-2cb9-48d4-9be9-76c2f7c14ac9';
const march = '5b1e0c9d-2f3a-4b5c-8d6e-7f8091a2b3c4';
const april = '6c2f1d0e-3a4b-4c5d-9e7f-8091a2b3c4d5';

function line(overrides: Partial<TBankStatementLine>): TBankStatementLine {
  return {
    id: crypto.randomUUID(),
    status: 'unmatched',
    format: 'camt053',
    bookingDate: '2026-04-03',
    valueDate: '2026-04-03',
    amountCents: 184_000,
    counterpartyName: 'Sofie Peeters',
    counterpartyIban: 'BE71096123456769',
    communication: 'huur maart en april',
    structuredReference: null,
    bankReference: null,
    importedAt: '2026-04-04T08:00:00.000Z',
    candidates: [],
    allocations: [],
    matchReason: null,
    undoneMatches: [],
    ...overrides,
  };
}

const dueItem = (id: string, period: string, paidCents = 0): TRentPayment =>
  dueItemFixture({ id, contractId, propertyId, period, dueDate: `${period}-01`, paidCents });

const candidateLine = line({
  status: 'candidate',
  amountCents: 92_000,
  communication: 'huur april',
  candidates: [
    {
      rentPaymentId: april,
      contractId,
      period: '2026-04',
      dueDate: '2026-04-01',
      tenantName: 'Sofie Peeters',
      propertyAddress: 'Kerkstraat 12, 9000 Gent',
      outstandingCents: 92_000,
      reason: 'iban_and_amount',
      periodNamed: true,
    },
  ],
});
const unmatchedLine = line({});
const matchedLine = line({
  status: 'matched',
  amountCents: 92_000,
  communication: 'huur',
  matchReason: 'iban_and_amount',
  allocations: [
    {
      rentPaymentId: march,
      contractId,
      period: '2026-03',
      dueDate: '2026-03-01',
      tenantName: 'Sofie Peeters',
      propertyAddress: 'Kerkstraat 12, 9000 Gent',
      amountCents: 92_000,
    },
  ],
});

const isRead = (call: FetchCall) => (call.init?.method ?? 'GET') === 'GET';

function stubApi() {
  const calls = stubFetch((url) => {
    const call = calls.at(-1)!;
    if (!isRead(call)) return { body: { ...unmatchedLine, status: 'matched' } };
    if (url.pathname === '/api/bank-statement-lines') {
      const status = url.searchParams.get('status');
      const items =
        status === 'candidate'
          ? [candidateLine]
          : status === 'unmatched'
            ? [unmatchedLine]
            : status === 'matched'
              ? [matchedLine]
              : [];
      return { body: { items, total: items.length } };
    }
    if (url.pathname === '/api/contracts')
      return {
        body: {
          items: [{ id: contractId, contractNumber: 'HC-2026-014', propertyId, status: 'active' }],
          total: 1,
        },
      };
    if (url.pathname === '/api/rent-payments') {
      const items = [
        dueItem(april, '2026-04'),
        dueItem(march, '2026-03'),
        dueItem('paid', '2026-02', 92_000),
      ];
      return {
        body: { items, total: items.length, totals: { dueCents: 0, paidCents: 0, outstandingCents: 0 } },
      };
    }
    return { body: { items: [], total: 0 } };
  });
  return { calls, writes: () => calls.filter((call) => !isRead(call)) };
}

const bodyOf = (call: FetchCall) => JSON.parse(String(call.init?.body)) as unknown;

setUpRemoteTests('finance', en);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BankStatementsPage', () => {
  it('confirms a proposed due item: the whole line goes to it', async () => {
    const { writes } = stubApi();
    await renderRemotePage(<BankStatementsPage />, '/rent-payments/bank-statements');
    const [card] = await screen.findAllByTestId('statement-line');
    const reasons = within(card!).getByRole('list', { name: 'Why proposed' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Month named in the message', 'Same amount', 'Known account']);
    fireEvent.click(
      within(card!).getByRole('button', {
        name: /^Confirm Sofie Peeters, Kerkstraat 12, 9000 Gent, April 2026$/,
      }),
    );
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.url.pathname).toBe(`/api/bank-statement-lines/${candidateLine.id}/assign`);
    expect(bodyOf(writes()[0]!)).toEqual({ allocations: [{ rentPaymentId: april, amountCents: 92_000 }] });
  });

  it('assigns an unmatched line by hand, split over the two open due items of the chosen contract', async () => {
    const { writes } = stubApi();
    await renderRemotePage(<BankStatementsPage />, '/rent-payments/bank-statements?status=unmatched');
    const [card] = await screen.findAllByTestId('statement-line');
    fireEvent.click(within(card!).getByRole('button', { name: /^Assign by hand/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a payment' });
    await within(dialog).findByRole('option', { name: 'HC-2026-014' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Contract/ }), {
      target: { value: contractId },
    });

    // The whole line first goes to the oldest open item; the paid one is not offered.
    const firstItem = await within(dialog).findByRole('combobox', { name: /Due item/ });
    await waitFor(() => expect((firstItem as HTMLSelectElement).value).toBe(march));
    expect(within(firstItem).queryByRole('option', { name: /February 2026/ })).toBeNull();
    expect((within(dialog).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value).toBe('1840');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Amount/ }), { target: { value: '920' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(
      await within(dialog).findByText(
        /^The parts must add up to the amount of the payment \(€\s1\.840,00\)\.$/,
      ),
    ).toBeDefined();
    expect(writes()).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Split over another due item' }));
    const [, secondItem] = within(dialog).getAllByRole('combobox', { name: /Due item/ });
    fireEvent.change(secondItem!, { target: { value: april } });
    fireEvent.change(within(dialog).getAllByRole('textbox', { name: /Amount/ })[1]!, {
      target: { value: '920,00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()[0]!.url.pathname).toBe(`/api/bank-statement-lines/${unmatchedLine.id}/assign`);
    expect(bodyOf(writes()[0]!)).toEqual({
      allocations: [
        { rentPaymentId: march, amountCents: 92_000 },
        { rentPaymentId: april, amountCents: 92_000 },
      ],
    });
  });

  it('sets a line aside with ignore', async () => {
    const { writes } = stubApi();
    await renderRemotePage(<BankStatementsPage />, '/rent-payments/bank-statements?status=unmatched');
    const [card] = await screen.findAllByTestId('statement-line');
    fireEvent.click(within(card!).getByRole('button', { name: /^Ignore/ }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.url.pathname).toBe(`/api/bank-statement-lines/${unmatchedLine.id}/ignore`);
  });

  it('undoes a matched line in one click', async () => {
    const { writes } = stubApi();
    await renderRemotePage(<BankStatementsPage />, '/rent-payments/bank-statements?status=matched');
    const [card] = await screen.findAllByTestId('statement-line');
    const actions = within(card!).getByRole('group', { name: /^Actions for/ });
    fireEvent.click(within(actions).getAllByRole('button', { name: 'Undo' })[0]!);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.url.pathname).toBe(`/api/bank-statement-lines/${matchedLine.id}/unassign`);
  });

  it('reassigns a matched line: its match is undone, then the line goes to the item chosen', async () => {
    const { writes } = stubApi();
    await renderRemotePage(<BankStatementsPage />, '/rent-payments/bank-statements?status=matched');
    const [card] = await screen.findAllByTestId('statement-line');
    fireEvent.click(within(card!).getAllByRole('button', { name: 'Reassign' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Reassign payment' });
    const item = await within(dialog).findByRole('combobox', { name: /Due item/ });
    fireEvent.change(item, { target: { value: april } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes().map((call) => call.url.pathname)).toEqual([
      `/api/bank-statement-lines/${matchedLine.id}/unassign`,
      `/api/bank-statement-lines/${matchedLine.id}/assign`,
    ]);
    expect(bodyOf(writes()[1]!)).toEqual({ allocations: [{ rentPaymentId: april, amountCents: 92_000 }] });
  });

  it('uploads a statement with a progress bar and shows what it imported, skipped and matched', async () => {
    stubApi();
    const uploads = stubUploads(() => ({
      status: 200,
      body: {
        format: 'coda',
        csvBank: null,
        lines: 7,
        debits: 1,
        imported: 5,
        duplicates: 1,
        matched: 3,
        candidates: 1,
        unmatched: 1,
      },
    }));
    await renderRemotePage(<BankStatementsPage />, '/rent-payments/bank-statements?status=ignored');
    expect(
      await screen.findByRole('heading', { name: en.bankStatements.queue.empty.ignored.title }),
    ).toBeDefined();
    const input = await waitFor(() => document.querySelector<HTMLInputElement>('input[type="file"]')!);
    await act(async () =>
      fireEvent.change(input, { target: { files: [new File(['0000'], 'kbc-2026-04.cod')] } }),
    );

    const summary = await screen.findByTestId('statement-import-summary');
    expect(uploads.map(({ form, url }) => [url, uploadedFileName(form)])).toEqual([
      ['/api/bank-statements', 'kbc-2026-04.cod'],
    ]);
    expect(within(summary).getByText('CODA statement')).toBeDefined();
    expect(within(within(summary).getByTestId('statement-summary-imported')).getByText('5')).toBeDefined();
    expect(within(within(summary).getByTestId('statement-summary-duplicates')).getByText('1')).toBeDefined();
    expect(within(within(summary).getByTestId('statement-summary-matched')).getByText('3')).toBeDefined();
    // What needs the landlord comes first after an import.
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/rent-payments/bank-statements?status=candidate',
      ),
    );
  });
});
