import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TContractor } from '@immodesk/contracts/contractors/listContractors.contract';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import {
  findPagination,
  KORENLEI_7,
  renderRemotePage,
  setUpRemoteTests,
  stubFetch,
  testPropertySummary,
  testTenant,
} from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { ContactsPage } from './ContactsPage';

const tenants: TTenant[] = [
  testTenant({
    id: '0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0001',
    entityType: 'natural',
    firstName: 'Lotte',
    lastName: 'Peeters',
    companyName: null,
    vatNumber: null,
    email: 'lotte.peeters@example.be',
    phone: '+32 470 12 34 56',
    language: 'nl',
    status: 'active',
    propertyId: null,
    notes: null,
  }),
  testTenant({
    id: '0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0002',
    entityType: 'legal',
    firstName: 'Marc',
    lastName: 'Dubois',
    companyName: 'Boulangerie Dubois SRL',
    vatNumber: 'BE0123456749',
    email: null,
    phone: null,
    language: 'fr',
    status: 'inactive',
    propertyId: null,
    notes: null,
  }),
];

const contractors: TContractor[] = [
  {
    id: '5c1d2e3f-0000-4000-8000-000000000001',
    firstName: 'Koen',
    lastName: 'Willems',
    companyName: 'Willems Sanitair',
    vatNumber: null,
    specialty: 'plumber',
    hourlyRateCents: 5500,
    email: 'info@willems-sanitair.be',
    phone: '09 123 45 67',
    address: null,
    rating: 4,
    isActive: true,
  },
];

function answerLists(url: URL) {
  if (url.pathname === '/api/properties') return { body: { items: [], total: 0 } };
  if (url.pathname === '/api/user/plan-limits')
    return { body: { activeProperties: 0, maxProperties: 3, activeTenants: 2, maxTenants: 10 } };
  if (url.pathname === '/api/tenants') return { body: { items: tenants, total: tenants.length } };
  if (url.pathname === '/api/contractors') return { body: { items: contractors, total: contractors.length } };
  return { status: 404, body: { message: 'Not found', code: 'not_found' } };
}

setUpRemoteTests('contacts', en);

/** The tables are the "list" view mode (the first visit shows cards in a grid). */
const showAsList = () => fireEvent.click(screen.getByRole('button', { name: 'List' }));

describe('ContactsPage', () => {
  it('opens on the tenants tab and lists the tenants of GET /api/tenants', async () => {
    const calls = stubFetch(answerLists);
    await renderRemotePage(<ContactsPage />, '/contacts');
    showAsList();

    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Tenants' }).getAttribute('aria-selected')).toBe('true');
    const rows = await screen.findAllByTestId('tenant-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Lotte Peeters')).toBeDefined();
    expect(within(rows[0]!).getByText('Private individual')).toBeDefined();
    expect(
      within(rows[0]!).getByRole('link', { name: 'lotte.peeters@example.be' }).getAttribute('href'),
    ).toBe('mailto:lotte.peeters@example.be');
    expect(within(rows[0]!).getByText('Dutch')).toBeDefined();
    expect(within(rows[0]!).getByText('Active')).toBeDefined();
    expect(within(rows[1]!).getByText('Boulangerie Dubois SRL')).toBeDefined();
    expect(within(rows[1]!).getByText('Legal entity')).toBeDefined();
    expect(within(rows[1]!).getByText('Inactive')).toBeDefined();
    expect(screen.getByText('2 tenants').getAttribute('role')).toBe('status');
    const listCall = calls.find((call) => call.url.pathname === '/api/tenants')!;
    expect(listCall.url.searchParams.get('page')).toBe('1');
    expect(listCall.url.searchParams.get('pageSize')).toBe('50');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows the contractors with translated specialty, hourly rate and rating on the Contractors tab', async () => {
    stubFetch(answerLists);
    await renderRemotePage(<ContactsPage />, '/contacts');
    fireEvent.click(screen.getByRole('tab', { name: 'Contractors' }));
    showAsList();

    const [row] = await screen.findAllByTestId('contractor-row');
    expect(within(row!).getByText('Willems Sanitair')).toBeDefined();
    expect(within(row!).getByText('Koen Willems')).toBeDefined();
    expect(within(row!).getByText('Plumber')).toBeDefined();
    expect(within(row!).getByText(/^€\s55,00 per hour$/)).toBeDefined();
    expect(within(row!).getByText('4 out of 5')).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe('/contacts?tab=contractors');
    expect(screen.getByRole('tab', { name: 'Contractors' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves between tabs with the arrow keys', async () => {
    stubFetch(answerLists);
    await renderRemotePage(<ContactsPage />, '/tenants');
    showAsList();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Tenants' }), { key: 'ArrowRight' });
    // Each list remembers its own view mode: the contractors still show as cards.
    await screen.findAllByTestId('contractor-card');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Contractors' }));
  });

  it('searches the open tab with q once the user stops typing', async () => {
    const calls = stubFetch((url) =>
      url.searchParams.get('q') === 'zzz' ? { body: { items: [], total: 0 } } : answerLists(url),
    );
    await renderRemotePage(<ContactsPage />, '/contacts');
    showAsList();
    await screen.findAllByTestId('tenant-row');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tenants' }), { target: { value: 'zzz' } });
    expect(await screen.findByRole('heading', { name: 'No tenants found' })).toBeDefined();
    expect(
      calls
        .filter((call) => call.url.pathname === '/api/tenants')
        .at(-1)!
        .url.searchParams.get('q'),
    ).toBe('zzz');
    expect(screen.getByTestId('location').textContent).toBe('/contacts?q=zzz');
  });

  it('offers pagination when there are more tenants than fit on a page', async () => {
    const calls = stubFetch(() => ({ body: { items: tenants, total: 120 } }));
    await renderRemotePage(<ContactsPage />, '/contacts');
    const pagination = await findPagination();
    expect(within(pagination).getByText('Page 1 of 3')).toBeDefined();

    fireEvent.click(within(pagination).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('page')).toBe('2'));
    expect(await within(pagination).findByText('Page 2 of 3')).toBeDefined();
  });

  it('opens the add-tenant dialog from /contacts?tab=tenants&create=1 and forgets it once closed', async () => {
    stubFetch(answerLists);
    await renderRemotePage(<ContactsPage />, '/contacts?tab=tenants&create=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add tenant' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/contacts?tab=tenants');
  });

  it('filters the tenants by property', async () => {
    const calls = stubFetch((url) =>
      url.pathname === '/api/properties'
        ? {
            body: {
              items: [testPropertySummary(KORENLEI_7)],
              total: 1,
            },
          }
        : answerLists(url),
    );
    await renderRemotePage(<ContactsPage />, '/contacts');
    await screen.findByRole('option', { name: 'Korenlei 7, 9000 Gent' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Property' }), {
      target: { value: '0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0101' },
    });
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url.pathname === '/api/tenants')
          .at(-1)!
          .url.searchParams.get('propertyId'),
      ).toBe('0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0101'),
    );
    expect(screen.getByTestId('location').textContent).toBe(
      '/contacts?propertyId=0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0101',
    );
  });

  it('explains an empty list', async () => {
    stubFetch(() => ({ body: { items: [], total: 0 } }));
    await renderRemotePage(<ContactsPage />, '/contacts');
    expect(await screen.findByRole('heading', { name: 'No tenants yet' })).toBeDefined();
  });

  it("shows the server's message with a retry when the list fails", async () => {
    let isDown = true;
    stubFetch((url) =>
      isDown
        ? { status: 503, body: { message: 'The contacts service is unavailable.', code: 'unavailable' } }
        : answerLists(url),
    );
    await renderRemotePage(<ContactsPage />, '/contacts');
    showAsList();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The contacts service is unavailable.')).toBeDefined();

    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('tenant-row')).toHaveLength(2);
  });
});
