import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventBus } from '@immodesk/sdk';
import { renderRemotePage, setUpTranslations, stubFetch, testPropertySummary } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { AddPropertyDialog } from './AddPropertyDialog';

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

const fill = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

const CREATED = testPropertySummary({
  id: '3f1d6a52-5a43-4f4e-9d0c-6f1b1a7b9e21',
  urlCode: 'kerkstraat-12-gent',
  rentCents: null,
  occupancy: 'available',
  latitude: 51.05,
  longitude: 3.72,
});

describe('AddPropertyDialog (the dashboard quick action)', () => {
  it('closes on cancel without calling the server', async () => {
    const calls = stubFetch(() => ({ body: {} }));
    const onClose = vi.fn();
    await renderRemotePage(<AddPropertyDialog params={{}} onClose={onClose} />, '/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Add a property' });
    fireEvent.click(within(dialog).getByRole('button', { name: en.form.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(0);
  });

  it('creates the property, tells the other apps and opens its page', async () => {
    const calls = stubFetch((url) =>
      url.pathname === '/api/properties' ? { status: 201, body: CREATED } : { status: 404, body: {} },
    );
    const changes: string[] = [];
    const stop = eventBus.on('data:changed', ({ entity, id }) => changes.push(`${entity}:${id ?? ''}`));
    await renderRemotePage(<AddPropertyDialog params={{}} onClose={() => undefined} />, '/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Add a property' });
    fill(dialog, /^Street/, 'Kerkstraat');
    fill(dialog, /^Number/, '12');
    fill(dialog, /^Postal code/, '9000');
    fill(dialog, /^City/, 'Gent');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Type/ }), {
      target: { value: 'apartment' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));
    await waitFor(() => expect(calls.some((call) => call.init?.method === 'POST')).toBe(true));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/properties/kerkstraat-12-gent'),
    );
    stop();
    expect(changes).toContain(`property:${CREATED.id}`);
  });
});
