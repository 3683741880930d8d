import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRemotePage, setUpTranslations, stubFetch, testPropertySummary } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { viewModeStorageKey } from '@immodesk/sdk';
import { PropertyListPage } from './PropertyListPage';

const USER = {
  id: 'user-1',
  email: 'eva@example.be',
  firstName: 'Eva',
  lastName: null,
  language: 'en',
  organizationId: 'org-1',
  organizationName: 'Eva BV',
};
const korenlei = testPropertySummary({
  id: '0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0101',
  urlCode: 'korenlei-7-2-gent',
  street: 'Korenlei',
  houseNumber: '7',
  bus: '2',
  rentCents: 115_000,
  isFavourite: true,
  latitude: 51.05,
  longitude: 3.72,
});

function answer(limits = { activeProperties: 1, maxProperties: 3, activeTenants: 0, maxTenants: 10 }) {
  return (url: URL) => {
    if (url.pathname === '/api/auth/user') return { body: USER };
    if (url.pathname === '/api/user/plan-limits') return { body: limits };
    if (url.pathname === '/api/properties') return { body: { items: [korenlei], total: 1 } };
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  };
}

beforeAll(() => setUpTranslations('properties', en));
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('PropertyListPage', () => {
  it('shows the properties as a grid with a link to their urlCode', async () => {
    stubFetch(answer());
    await renderRemotePage(<PropertyListPage />, '/properties');
    const [item] = await screen.findAllByTestId('property-item');
    expect(within(item!).getByRole('link', { name: 'Korenlei 7 box 2' }).getAttribute('href')).toBe(
      '/properties/korenlei-7-2-gent',
    );
    expect(within(item!).getByText('9000 Gent')).toBeDefined();
    expect(screen.getByTestId('property-results').getAttribute('data-view-mode')).toBe('grid');
    expect(
      within(item!).getByRole('button', { name: 'Favourite: Korenlei 7 box 2' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('opens the add dialog when a link asks for it with ?create=1 (the dashboard checklist)', async () => {
    stubFetch(answer());
    await renderRemotePage(<PropertyListPage />, '/properties?create=1');
    expect(await screen.findByRole('dialog', { name: en.form.addTitle })).toBeDefined();
  });

  it('switches view mode and remembers it for this user', async () => {
    stubFetch(answer());
    await renderRemotePage(<PropertyListPage />, '/properties');
    await screen.findAllByTestId('property-item');
    fireEvent.click(screen.getByRole('button', { name: /^List$/ }));
    expect(screen.getByTestId('property-results').getAttribute('data-view-mode')).toBe('list');
    expect(screen.getByRole('table', { name: 'Your properties' })).toBeDefined();
    await waitFor(() =>
      expect(window.localStorage.getItem(viewModeStorageKey('properties', 'user-1'))).toBe('list'),
    );
  });

  it('sends the filters to the server: type, status, occupancy, price band and favourites', async () => {
    const calls = stubFetch(answer());
    await renderRemotePage(<PropertyListPage />, '/properties');
    await screen.findAllByTestId('property-item');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'studio' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'archived' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Occupancy' }), { target: { value: 'available' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Rent' }), { target: { value: '1000-1500' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Favourites only' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('favourite')).toBe('true'));
    const query = calls.filter((call) => call.url.pathname === '/api/properties').at(-1)!.url.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      type: 'studio',
      status: 'archived',
      occupancy: 'available',
      minRentCents: '100000',
      maxRentCents: '150000',
      favourite: 'true',
    });
  });

  it('pictures a property without a photo by its type and puts type and rent before the address', async () => {
    stubFetch(answer());
    await renderRemotePage(<PropertyListPage />, '/properties');
    const [item] = await screen.findAllByTestId('property-item');
    const placeholder = within(item!).getByTestId('property-type-placeholder');
    expect(placeholder.textContent).toBe('');
    expect(placeholder.querySelector('svg[data-property-type="apartment"]')).not.toBeNull();
    const [type, rent, heading] = [
      within(item!).getByText('Apartment'),
      within(item!).getByText('€ 1.150,00 / month'),
      within(item!).getByRole('heading'),
    ];
    expect(type.compareDocumentPosition(rent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(rent.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names the storage-room type apart from the archived status in the filters', async () => {
    stubFetch(answer());
    await renderRemotePage(<PropertyListPage />, '/properties');
    await screen.findAllByTestId('property-item');
    expect(
      within(screen.getByRole('combobox', { name: 'Type' })).getByRole('option', {
        name: 'Storage room (archive)',
      }),
    ).toBeDefined();
    expect(
      within(screen.getByRole('combobox', { name: 'Status' })).getByRole('option', { name: 'Archived' }),
    ).toBeDefined();
  });

  it('counts the filters set on the Filters toggle, the search aside', async () => {
    stubFetch(answer());
    await renderRemotePage(<PropertyListPage />, '/properties?q=gent');
    await screen.findAllByTestId('property-item');
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'archive' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Favourites only' }));
    expect(
      await screen.findByRole('button', { name: 'Filters 2', description: '2 active filters' }),
    ).toBeDefined();
  });

  it('shows the plan banner with the upgrade link when the plan is nearly full', async () => {
    stubFetch(answer({ activeProperties: 3, maxProperties: 3, activeTenants: 0, maxTenants: 10 }));
    await renderRemotePage(<PropertyListPage />, '/properties');
    const banner = await screen.findByTestId('plan-limit-banner');
    expect(within(banner).getByRole('heading', { name: '3 of 3 properties used' })).toBeDefined();
    expect(within(banner).getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe(
      '/settings?section=plan#plan',
    );
  });

  it('shows no plan banner with room to spare', async () => {
    stubFetch(answer({ activeProperties: 1, maxProperties: 10, activeTenants: 0, maxTenants: 25 }));
    await renderRemotePage(<PropertyListPage />, '/properties');
    await screen.findAllByTestId('property-item');
    expect(screen.queryByTestId('plan-limit-banner')).toBeNull();
  });
});
