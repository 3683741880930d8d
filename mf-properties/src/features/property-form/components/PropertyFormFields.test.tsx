import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRemotePage, setUpTranslations, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { PropertyFormDialog } from './PropertyFormDialog';

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

const TOWNS: Record<string, string[]> = {
  '9000': ['Gent'],
  '8300': ['Knokke', 'Knokke-Heist', 'Westkapelle'],
};

/** The BFF as the form meets it: the postal-code list, and a create that answers 201. */
function stubServer() {
  return stubFetch((url) => {
    const postalCode = /^\/api\/postal-codes\/(\d+)$/.exec(url.pathname)?.[1];
    if (postalCode) {
      const towns = TOWNS[postalCode];
      return towns
        ? { body: { items: towns.map((city) => ({ city })) } }
        : {
            status: 404,
            body: { code: 'not_found', message: `There is no Belgian postal code ${postalCode}.` },
          };
    }
    return { status: 201, body: {} };
  });
}

async function openDialog() {
  await renderRemotePage(
    <PropertyFormDialog isOpen onClose={() => undefined} onCreated={() => undefined} />,
    '/properties',
  );
  return screen.getByRole('dialog', { name: 'Add a property' });
}

const fill = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('the property form', () => {
  it('says at the rent field that "abc" is not an amount, moves focus there, and sends nothing', async () => {
    const calls = stubServer();
    const dialog = await openDialog();
    fill(dialog, /^Street/, 'Kerkstraat');
    fill(dialog, /^Number/, '12');
    fill(dialog, /^City/, 'Gent');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Type/ }), {
      target: { value: 'apartment' },
    });
    fill(dialog, /^Rent/, 'abc');
    fill(dialog, /^Postal code/, '9000');
    await waitFor(() => expect(calls.map((call) => call.url.pathname)).toEqual(['/api/postal-codes/9000']));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));

    const rent = within(dialog).getByLabelText(/^Rent/);
    const message = within(dialog).getByText(en.form.errors.invalidAmount);
    expect(rent.getAttribute('aria-invalid')).toBe('true');
    expect(rent.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(document.activeElement).toBe(rent);
    expect(within(dialog).queryByText(en.form.requiredSummary)).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('fills the city from a postal code with one town', async () => {
    stubServer();
    const dialog = await openDialog();
    fill(dialog, /^Postal code/, '9000');
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/^City/) as HTMLInputElement).value).toBe('Gent'),
    );
  });

  it('offers the towns of a shared postal code to choose from, and sends the chosen one', async () => {
    const calls = stubServer();
    const dialog = await openDialog();
    fill(dialog, /^City/, 'Brugge');
    fill(dialog, /^Postal code/, '8300');
    const city = await within(dialog).findByRole('combobox', { name: /^City/ });
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a town', 'Knokke', 'Knokke-Heist', 'Westkapelle']);
    expect((city as HTMLSelectElement).value).toBe('');
    expect(within(dialog).getByText('Postal code 8300 covers 3 towns: choose the right one.').id).toBe(
      city.getAttribute('aria-describedby'),
    );

    fireEvent.change(city, { target: { value: 'Knokke-Heist' } });
    fill(dialog, /^Street/, 'Lippenslaan');
    fill(dialog, /^Number/, '7');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Type/ }), {
      target: { value: 'apartment' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/properties')).toBe(true));
    const create = calls.find((call) => call.url.pathname === '/api/properties')!;
    expect(JSON.parse(String(create.init?.body))).toMatchObject({ postalCode: '8300', city: 'Knokke-Heist' });
  });

  it("keeps the city free to type for a postal code Belgium does not have, with the server's word on it", async () => {
    stubServer();
    const dialog = await openDialog();
    fill(dialog, /^Postal code/, '1001');
    expect(await within(dialog).findByText('There is no Belgian postal code 1001.')).toBeDefined();
    expect(within(dialog).getByRole('textbox', { name: /^City/ })).toBeDefined();
  });
});
