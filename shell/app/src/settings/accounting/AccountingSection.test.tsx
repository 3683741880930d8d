import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@immodesk/sdk';
import en from '../../../locales/en.json';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../../testing/renderWithProviders';
import { AccountingSection } from './AccountingSection';

const texts = en.accounting;

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AccountingSection', () => {
  it('shows the euro read-only with the reason, and asks the first month only for a fiscal year', async () => {
    mockFetch({
      'GET /api/settings/accounting': jsonResponse(200, {
        period: 'calendar',
        fiscalYearStartMonth: 1,
        currency: 'EUR',
      }),
    });
    await renderWithProviders(<AccountingSection />, { path: '/settings#accounting' });
    expect(
      ((await screen.findByRole('radio', { name: texts.periods.calendar })) as HTMLInputElement).checked,
    ).toBe(true);
    const currency = screen.getByLabelText(texts.currency) as HTMLInputElement;
    expect(currency.value).toBe(texts.euro);
    expect(currency.readOnly).toBe(true);
    expect(screen.getByText(texts.currencyWhy)).toBeDefined();
    expect(screen.queryByLabelText(texts.firstMonth)).toBeNull();
  });

  it('saves a fiscal year from its first month, and a calendar year as one that starts in January', async () => {
    const calls = mockFetch({
      'GET /api/settings/accounting': jsonResponse(200, {
        period: 'calendar',
        fiscalYearStartMonth: 1,
        currency: 'EUR',
      }),
      'PUT /api/settings/accounting': ({ body }) => jsonResponse(200, body),
    });
    await renderWithProviders(<AccountingSection />, { path: '/settings#accounting' });
    fireEvent.click(await screen.findByRole('radio', { name: texts.periods.fiscal }));
    fireEvent.change(screen.getByLabelText(texts.firstMonth), { target: { value: '7' } });
    expect(screen.getByRole('option', { name: 'July' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      period: 'fiscal',
      fiscalYearStartMonth: 7,
      currency: 'EUR',
    });

    fireEvent.click(await screen.findByRole('radio', { name: texts.periods.calendar }));
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toEqual({
      period: 'calendar',
      fiscalYearStartMonth: 1,
      currency: 'EUR',
    });
  });

  it('says so when the settings cannot be loaded or saved', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    mockFetch({
      'GET /api/settings/accounting': [
        jsonResponse(503, { message: 'Unavailable', code: 'internal_error' }),
        jsonResponse(200, { period: 'fiscal', fiscalYearStartMonth: 4, currency: 'EUR' }),
      ],
      'PUT /api/settings/accounting': jsonResponse(400, {
        message: 'Invalid input',
        code: 'validation_error',
      }),
    });
    await renderWithProviders(<AccountingSection />, { path: '/settings#accounting' });
    fireEvent.click(await screen.findByRole('button', { name: en.app.retry }, { timeout: 5000 }));
    expect(((await screen.findByLabelText(texts.firstMonth)) as HTMLSelectElement).value).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await vi.waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith(texts.saveFailed, { description: 'Invalid input' }),
    );
  });
});
