import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRemotePage, setUpTranslations, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { PropertyFormDialog } from './PropertyFormDialog';

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

const fill = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('PropertyFormDialog', () => {
  it('marks every missing required field without calling the server', async () => {
    const calls = stubFetch(() => ({ status: 500, body: {} }));
    await renderRemotePage(
      <PropertyFormDialog isOpen onClose={() => undefined} onCreated={() => undefined} />,
      '/properties',
    );
    const dialog = screen.getByRole('dialog', { name: 'Add a property' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please fill in all required fields (address, city, type).',
    );
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(5);
    expect(
      within(dialog)
        .getByLabelText(/^Street/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('counts the description up to 2000 characters', async () => {
    stubFetch(() => ({ body: {} }));
    await renderRemotePage(
      <PropertyFormDialog isOpen onClose={() => undefined} onCreated={() => undefined} />,
      '/properties',
    );
    const dialog = screen.getByRole('dialog', { name: 'Add a property' });
    expect(within(dialog).getByText('0/2000')).toBeDefined();
    fill(dialog, /^Description/, 'Lichtrijk appartement');
    expect(within(dialog).getByText('21/2000')).toBeDefined();
  });

  it("shows the server's per-field messages under the fields and moves focus to the first", async () => {
    const calls = stubFetch(() => ({
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Please fill in all required fields (address, city, type).',
        details: { postalCode: 'A Belgian postal code has four digits.' },
      },
    }));
    let created = false;
    await renderRemotePage(
      <PropertyFormDialog isOpen onClose={() => undefined} onCreated={() => (created = true)} />,
      '/properties',
    );
    const dialog = screen.getByRole('dialog', { name: 'Add a property' });
    fill(dialog, /^Street/, 'Kerkstraat');
    fill(dialog, /^Number/, '12');
    fill(dialog, /^Postal code/, '99999');
    fill(dialog, /^City/, 'Gent');
    fill(dialog, /^Rent/, '950');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Type/ }), {
      target: { value: 'apartment' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));
    expect(await within(dialog).findByText('A Belgian postal code has four digits.')).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Postal code/)));
    const body = JSON.parse(String(calls[0]!.init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      street: 'Kerkstraat',
      houseNumber: '12',
      postalCode: '99999',
      city: 'Gent',
      type: 'apartment',
      rentCents: 95_000,
      country: 'BE',
    });
    await waitFor(() => expect(created).toBe(false));
  });
});
