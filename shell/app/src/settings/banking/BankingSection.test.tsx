import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@immodesk/sdk';
import en from '../../../locales/en.json';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../../testing/renderWithProviders';
import { BankingSection } from './BankingSection';

const KBC = {
  id: '7b0e1a52-54a4-4a0b-9d7e-6d1f4c1f0a01',
  iban: 'BE57734001234535',
  bic: 'KREDBEBB',
  bankName: 'KBC',
  accountHolder: 'An Peeters',
  isPrimary: true,
  createdAt: '2026-01-05T09:00:00.000Z',
};
const BELFIUS = {
  ...KBC,
  id: '7b0e1a52-54a4-4a0b-9d7e-6d1f4c1f0a02',
  iban: 'BE71096123456769',
  bic: null,
  bankName: 'Belfius',
  isPrimary: false,
};
const form = en.banking.form;

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('BankingSection', () => {
  it('lists each account with its IBAN in groups of four, holder, bank and BIC, the primary one marked', async () => {
    mockFetch({ 'GET /api/bank-accounts': jsonResponse(200, { items: [KBC, BELFIUS] }) });
    await renderWithProviders(<BankingSection />, { path: '/settings#banking' });
    const [primary, other] = await screen.findAllByTestId('bank-account');
    expect(primary!.textContent).toContain('BE57 7340 0123 4535');
    expect(within(primary!).getByText(en.banking.primary)).toBeDefined();
    expect(within(primary!).getByText('KREDBEBB')).toBeDefined();
    expect(within(primary!).queryByRole('button', { name: /Make primary/ })).toBeNull();
    expect(other!.textContent).toContain('BE71 0961 2345 6769');
    expect(within(other!).getByText(en.banking.noBic)).toBeDefined();
    expect(within(other!).queryByText(en.banking.primary)).toBeNull();
  });

  it('says there is no account yet and that the first one becomes the primary', async () => {
    mockFetch({ 'GET /api/bank-accounts': jsonResponse(200, { items: [] }) });
    await renderWithProviders(<BankingSection />, { path: '/settings#banking' });
    expect((await screen.findByTestId('no-bank-accounts')).textContent).toBe(en.banking.none);
    fireEvent.click(screen.getByRole('button', { name: en.banking.add }));
    await screen.findByRole('dialog', { name: form.title });
    expect(screen.getByText(form.firstIsPrimary)).toBeDefined();
    expect(screen.queryByRole('checkbox', { name: form.makePrimary })).toBeNull();
  });

  it('checks the IBAN while it is typed and fills in the bank of a Belgian one', async () => {
    mockFetch({ 'GET /api/bank-accounts': jsonResponse(200, { items: [KBC] }) });
    await renderWithProviders(<BankingSection />, { path: '/settings#banking' });
    fireEvent.click(await screen.findByRole('button', { name: en.banking.add }));
    await screen.findByRole('dialog', { name: form.title });
    typeInto(form.iban, 'BE71 0961 2345');
    expect(screen.queryByText(form.errors.iban)).toBeNull();
    typeInto(form.iban, 'BE71 0961 2345 6768');
    expect(screen.getByText(form.errors.iban)).toBeDefined();
    typeInto(form.iban, 'BE71 0961 2345 6769');
    expect(screen.queryByText(form.errors.iban)).toBeNull();
    expect(screen.getByText(form.ibanValid)).toBeDefined();
    expect((screen.getByLabelText(form.bankName, { exact: false }) as HTMLInputElement).value).toBe(
      'Belfius',
    );
  });

  it('refuses a form without holder or with a malformed BIC, then adds the account as the server stores it', async () => {
    const calls = mockFetch({
      'GET /api/bank-accounts': [
        jsonResponse(200, { items: [KBC] }),
        jsonResponse(200, { items: [BELFIUS, { ...KBC, isPrimary: false }] }),
      ],
      'POST /api/bank-accounts': jsonResponse(201, { ...BELFIUS, isPrimary: true }),
    });
    await renderWithProviders(<BankingSection />, { path: '/settings#banking' });
    fireEvent.click(await screen.findByRole('button', { name: en.banking.add }));
    const dialog = await screen.findByRole('dialog', { name: form.title });
    typeInto(form.iban, 'be71 0961 2345 6769');
    typeInto(form.bic, 'GKCC');
    fireEvent.click(within(dialog).getByRole('button', { name: form.submit }));
    expect(await within(dialog).findByText(form.errors.bic)).toBeDefined();
    expect(within(dialog).getByText(form.errors.accountHolder)).toBeDefined();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    typeInto(form.bic, 'gkccbebb');
    typeInto(form.accountHolder, 'An Peeters');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: form.makePrimary }));
    fireEvent.click(within(dialog).getByRole('button', { name: form.submit }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      iban: 'BE71096123456769',
      bic: 'GKCCBEBB',
      bankName: 'Belfius',
      accountHolder: 'An Peeters',
      isPrimary: true,
    });
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('bank-account')[0]!.textContent).toContain('BE71 0961 2345 6769'),
    );
  });

  it('shows the server’s reason when an account cannot be added', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    mockFetch({
      'GET /api/bank-accounts': jsonResponse(200, { items: [KBC] }),
      'POST /api/bank-accounts': jsonResponse(409, {
        message: 'You already added this IBAN.',
        code: 'conflict',
      }),
    });
    await renderWithProviders(<BankingSection />, { path: '/settings#banking' });
    fireEvent.click(await screen.findByRole('button', { name: en.banking.add }));
    const dialog = await screen.findByRole('dialog', { name: form.title });
    typeInto(form.iban, 'BE57 7340 0123 4535');
    typeInto(form.accountHolder, 'An Peeters');
    fireEvent.click(within(dialog).getByRole('button', { name: form.submit }));
    await vi.waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith(en.banking.addFailed, {
        description: 'You already added this IBAN.',
      }),
    );
    expect(screen.getByRole('dialog', { name: form.title })).toBeDefined();
  });

  it('makes another account primary, and removes one only after a confirmation', async () => {
    const calls = mockFetch({
      'GET /api/bank-accounts': [
        jsonResponse(200, { items: [KBC, BELFIUS] }),
        jsonResponse(200, { items: [{ ...BELFIUS, isPrimary: true }] }),
      ],
      [`PUT /api/bank-accounts/${BELFIUS.id}/primary`]: jsonResponse(200, {
        items: [
          { ...BELFIUS, isPrimary: true },
          { ...KBC, isPrimary: false },
        ],
      }),
      [`DELETE /api/bank-accounts/${KBC.id}`]: jsonResponse(204),
    });
    await renderWithProviders(<BankingSection />, { path: '/settings#banking' });
    fireEvent.click(await screen.findByRole('button', { name: 'Make primary: BE71 0961 2345 6769' }));
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('bank-account')[0]!.textContent).toContain('BE71 0961 2345 6769'),
    );
    expect(within(screen.getAllByTestId('bank-account')[0]!).getByText(en.banking.primary)).toBeDefined();
    expect(within(screen.getAllByTestId('bank-account')[1]!).queryByText(en.banking.primary)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove: BE57 7340 0123 4535' }));
    const confirm = await screen.findByRole('dialog', { name: en.banking.remove.title });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: en.banking.remove.confirm }));
    await vi.waitFor(() => expect(screen.getAllByTestId('bank-account')).toHaveLength(1));
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === `/api/bank-accounts/${KBC.id}`),
    ).toBe(true);
  });
});
