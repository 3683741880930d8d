import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@immodesk/sdk';
import en from '../../../locales/en.json';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../../testing/renderWithProviders';
import { AutomationsSection } from './AutomationsSection';

const STORED = {
  rentRequests: { enabled: true, daysBeforeDue: 7 },
  reminders: { enabled: false, afterDays: 10 },
  indexationReminders: { enabled: true },
};
const texts = en.automations;

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = (name: string) => screen.getByTestId(`automation-${name}`);

describe('AutomationsSection', () => {
  it('shows each automation as stored, with one line saying what it does', async () => {
    mockFetch({ 'GET /api/settings/automations': jsonResponse(200, STORED) });
    await renderWithProviders(<AutomationsSection />, { path: '/settings#automations' });
    const requests = await screen.findByTestId('automation-rentRequests');
    expect(
      (within(requests).getByRole('checkbox', { name: texts.rentRequests.enabled }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect((within(requests).getByLabelText(texts.rentRequests.days) as HTMLInputElement).value).toBe('7');
    expect(within(requests).getByText(texts.rentRequests.help)).toBeDefined();
    expect(
      (
        within(section('reminders')).getByRole('checkbox', {
          name: texts.reminders.enabled,
        }) as HTMLInputElement
      ).checked,
    ).toBe(false);
    expect(
      (within(section('reminders')).getByLabelText(texts.reminders.days) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(within(section('indexationReminders')).getByText(texts.indexationReminders.help)).toBeDefined();
  });

  it('refuses days out of range without saving', async () => {
    const calls = mockFetch({ 'GET /api/settings/automations': jsonResponse(200, STORED) });
    await renderWithProviders(<AutomationsSection />, { path: '/settings#automations' });
    const days = within(await screen.findByTestId('automation-rentRequests')).getByLabelText(
      texts.rentRequests.days,
    );
    fireEvent.change(days, { target: { value: '61' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText('Enter a whole number of days from 0 to 60.')).toBeDefined();
    expect(document.activeElement).toBe(days);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves the whole choice; a switched-off automation keeps its days', async () => {
    const calls = mockFetch({
      'GET /api/settings/automations': jsonResponse(200, STORED),
      'PUT /api/settings/automations': ({ body }) => jsonResponse(200, body),
    });
    await renderWithProviders(<AutomationsSection />, { path: '/settings#automations' });
    fireEvent.click(
      within(await screen.findByTestId('automation-reminders')).getByRole('checkbox', {
        name: texts.reminders.enabled,
      }),
    );
    fireEvent.change(within(section('reminders')).getByLabelText(texts.reminders.days), {
      target: { value: '14' },
    });
    fireEvent.click(
      within(section('rentRequests')).getByRole('checkbox', { name: texts.rentRequests.enabled }),
    );
    fireEvent.click(
      within(section('indexationReminders')).getByRole('checkbox', {
        name: texts.indexationReminders.enabled,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      rentRequests: { enabled: false, daysBeforeDue: 7 },
      reminders: { enabled: true, afterDays: 14 },
      indexationReminders: { enabled: false },
    });
  });

  it('says so when saving fails, with the server’s reason', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    mockFetch({
      'GET /api/settings/automations': jsonResponse(200, STORED),
      'PUT /api/settings/automations': jsonResponse(500, {
        message: 'Something went wrong on our side.',
        code: 'internal_error',
      }),
    });
    await renderWithProviders(<AutomationsSection />, { path: '/settings#automations' });
    fireEvent.click(await screen.findByRole('button', { name: texts.save }));
    await vi.waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith(texts.saveFailed, {
        description: 'Something went wrong on our side.',
      }),
    );
  });
});
