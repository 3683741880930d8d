import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../../testing/renderWithProviders';
import { InvoicingSection } from './InvoicingSection';

const texts = en.invoicing;
const STORED = { prefix: 'INV-', template: 'standard', paymentTermsDays: 14 };

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InvoicingSection', () => {
  it('offers the three templates and the four payment terms, the stored ones chosen', async () => {
    mockFetch({ 'GET /api/settings/invoicing': jsonResponse(200, STORED) });
    await renderWithProviders(<InvoicingSection />, { path: '/settings#invoicing' });
    expect(((await screen.findByLabelText(texts.prefix)) as HTMLInputElement).value).toBe('INV-');
    const terms = screen.getByLabelText(texts.paymentTerms) as HTMLSelectElement;
    expect([...terms.options].map((option) => option.text)).toEqual([
      'Immediately',
      '7 days',
      '14 days',
      '30 days',
    ]);
    expect(terms.value).toBe('14');
    const templates = screen.getByLabelText(texts.template) as HTMLSelectElement;
    expect([...templates.options].map((option) => option.text)).toEqual(['Standard', 'Modern', 'Classic']);
  });

  it('refuses a prefix with other characters, then saves what was chosen', async () => {
    const calls = mockFetch({
      'GET /api/settings/invoicing': jsonResponse(200, STORED),
      'PUT /api/settings/invoicing': ({ body }) => jsonResponse(200, body),
    });
    await renderWithProviders(<InvoicingSection />, { path: '/settings#invoicing' });
    const prefix = await screen.findByLabelText(texts.prefix);
    fireEvent.change(prefix, { target: { value: 'FAC 2026' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText('Use at most 12 letters, digits or - _ / . characters.')).toBeDefined();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText(texts.prefix), { target: { value: 'FAC-2026/' } });
    fireEvent.change(screen.getByLabelText(texts.template), { target: { value: 'classic' } });
    fireEvent.change(screen.getByLabelText(texts.paymentTerms), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      prefix: 'FAC-2026/',
      template: 'classic',
      paymentTermsDays: 0,
    });
  });
});
