import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventBus } from '@immodesk/sdk';
import {
  renderRemotePage,
  setUpTranslations,
  stubFetch,
  testDocumentListItem,
  testProperty,
  testTenant,
} from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { TenantDetailsPage } from './TenantDetailsPage';

beforeAll(() => setUpTranslations('contacts', en));
afterEach(cleanup);

const PROPERTY_ID = '0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0101';
const TENANT = testTenant({
  entityType: 'legal',
  firstName: 'Nadia',
  lastName: 'El Amrani',
  companyName: 'Koffiebar De Zuidkant BV',
  vatNumber: 'BE0456789133',
  email: 'info@dezuidkant.example.com',
  phone: '+3232345678',
  language: 'nl',
  propertyId: PROPERTY_ID,
  notes: 'Leveringen voor 10 uur.',
  street: 'Turnhoutsebaan',
  houseNumber: '132',
  postalCode: '2140',
  city: 'Antwerpen',
  country: 'BE',
});
const PROPERTY = testProperty({
  id: PROPERTY_ID,
  urlCode: 'turnhoutsebaan-160-borgerhout',
  street: 'Turnhoutsebaan',
  houseNumber: '160',
  postalCode: '2140',
  city: 'Borgerhout',
  type: 'commercial_unit',
  rentCents: 145_000,
});
const TASK = {
  id: '7a1d2e3f-0000-4000-8000-000000000001',
  title: 'Etalageraam herstellen',
  description: null,
  propertyId: PROPERTY_ID,
  priority: 'high',
  contractorId: null,
  dueDate: '2026-12-01',
  completed: false,
  completedAt: null,
  status: 'pending',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  property: {
    id: PROPERTY_ID,
    urlCode: PROPERTY.urlCode,
    street: PROPERTY.street,
    houseNumber: PROPERTY.houseNumber,
    bus: null,
    postalCode: PROPERTY.postalCode,
    city: PROPERTY.city,
  },
};
const DOCUMENT = testDocumentListItem({
  id: '9b1d2e3f-0000-4000-8000-000000000001',
  fileName: 'huurcontract-zuidkant.pdf',
  propertyId: PROPERTY_ID,
  tenantId: TENANT.id,
  uploadedAt: '2026-10-02T08:00:00.000Z',
  modifiedAt: '2026-10-02T08:00:00.000Z',
  propertyAddress: 'Turnhoutsebaan 160, 2140 Borgerhout',
  tenantName: 'Koffiebar De Zuidkant BV',
});

const ACCOUNT = {
  dueCents: 290_000,
  receivedCents: 217_500,
  balanceCents: 72_500,
  creditCents: 0,
  lines: [
    { date: '2026-10-01', kind: 'due', description: 'Rent October 2026', amountCents: 145_000 },
    {
      date: '2026-10-04',
      kind: 'payment',
      description: 'Transfer received for October 2026',
      amountCents: -145_000,
    },
    { date: '2026-11-01', kind: 'due', description: 'Rent November 2026', amountCents: 145_000 },
    {
      date: '2026-11-04',
      kind: 'payment',
      description: 'Payment received for November 2026',
      amountCents: -72_500,
    },
  ],
};

function answer(url: URL) {
  if (url.pathname === `/api/tenants/${TENANT.id}`) return { status: 200, body: TENANT };
  if (url.pathname === `/api/tenants/${TENANT.id}/account`) return { body: ACCOUNT };
  if (url.pathname === `/api/tenants/${TENANT.id}/account/mail`)
    return { body: { sentTo: TENANT.email, sentAt: '2026-11-28T10:00:00.000Z' } };
  if (url.pathname === `/api/properties/${PROPERTY_ID}`) return { body: PROPERTY };
  if (url.pathname === '/api/tasks') return { body: { items: [TASK], total: 1 } };
  if (url.pathname === '/api/documents') return { body: { items: [DOCUMENT], total: 1 } };
  if (url.pathname === '/api/messages') return { body: { items: [], total: 0 } };
  return { status: 404, body: { code: 'not_found', message: 'Not found.' } };
}

const renderAt = (id: string) =>
  renderRemotePage(
    <Routes>
      <Route path="/contacts/tenants/:id" element={<TenantDetailsPage />} />
      <Route path="*" element={null} />
    </Routes>,
    `/contacts/tenants/${id}`,
  );

describe('TenantDetailsPage', () => {
  it("shows the tenant's account (due, received, balance, credit, the lines) and mails the statement after confirming", async () => {
    const calls = stubFetch(answer);
    await renderAt(TENANT.id);
    const account = await screen.findByRole('region', { name: 'Account' });
    expect((await within(account).findByTestId('account-balance')).textContent?.replace(/\s/g, ' ')).toBe(
      'Balance€ 725,00',
    );
    expect(within(account).getByTestId('account-due').textContent?.replace(/\s/g, ' ')).toBe('Due€ 2.900,00');
    expect(within(account).getAllByTestId('account-line')).toHaveLength(4);
    expect(within(account).getByText('Payment received for November 2026')).toBeDefined();
    fireEvent.click(within(account).getByRole('button', { name: 'Mail the statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mail the statement of account?' });
    expect(calls.some((call) => call.url.pathname.endsWith('/account/mail'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mail' }));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url.pathname === `/api/tenants/${TENANT.id}/account/mail`)
          .map((call) => call.init?.method),
      ).toEqual(['POST']),
    );
  });

  it("shows the tenant with their property, that property's tasks and their documents", async () => {
    const calls = stubFetch(answer);
    await renderAt(TENANT.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Koffiebar De Zuidkant BV' })).toBeDefined();
    const details = screen.getByRole('region', { name: 'Contact details' });
    expect(within(details).getByText('BE 0456.789.133')).toBeDefined();
    expect(within(details).getByRole('link', { name: '03 234 56 78' }).getAttribute('href')).toBe(
      'tel:+3232345678',
    );
    expect(within(details).getByText('Nadia El Amrani')).toBeDefined();
    // Issue 31: the registered office the lease names the company with.
    expect(within(details).getByText('Turnhoutsebaan 132, 2140 Antwerpen')).toBeDefined();
    expect(
      (await screen.findByRole('link', { name: 'Turnhoutsebaan 160, 2140 Borgerhout' })).getAttribute('href'),
    ).toBe('/properties/turnhoutsebaan-160-borgerhout');
    expect(await screen.findByRole('link', { name: 'Etalageraam herstellen' })).toBeDefined();
    expect(
      (await screen.findByRole('link', { name: 'huurcontract-zuidkant.pdf' })).getAttribute('href'),
    ).toBe(`/api/documents/${DOCUMENT.id}/download`);
    expect(
      calls.find((call) => call.url.pathname === '/api/documents')!.url.searchParams.get('tenantId'),
    ).toBe(TENANT.id);
    expect(calls.find((call) => call.url.pathname === '/api/tasks')!.url.searchParams.get('propertyId')).toBe(
      PROPERTY_ID,
    );
    expect(
      await screen.findByRole('heading', { name: 'No messages sent to Koffiebar De Zuidkant BV yet' }),
    ).toBeDefined();
  });

  it("opens the documents remote's upload dialog for this tenant and their property, and reloads the documents after an upload", async () => {
    const calls = stubFetch(answer);
    const opened = vi.fn();
    const stop = eventBus.on('remote-dialog:open', opened);
    await renderAt(TENANT.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload documents' }));
    expect(opened).toHaveBeenCalledWith({
      remote: 'documents',
      dialog: 'upload',
      params: { tenantId: TENANT.id, propertyId: PROPERTY_ID },
    });
    stop();
    const before = calls.filter((call) => call.url.pathname === '/api/documents').length;
    eventBus.emit('data:changed', { entity: 'document', id: DOCUMENT.id });
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname === '/api/documents').length).toBe(before + 1),
    );
  });

  it('deletes the tenant only after the confirmation, then goes back to the list', async () => {
    const calls = stubFetch((url) =>
      url.pathname === `/api/tenants/${TENANT.id}` && calls.at(-1)?.init?.method === 'DELETE'
        ? { status: 200, body: null }
        : answer(url),
    );
    await renderAt(TENANT.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Koffiebar De Zuidkant BV?' });
    expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/contacts'));
    expect(calls.filter((call) => call.init?.method === 'DELETE').map((call) => call.url.pathname)).toEqual([
      `/api/tenants/${TENANT.id}`,
    ]);
  });

  it("answers another organization's tenant with the not-found page", async () => {
    stubFetch(answer);
    await renderAt('0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tenant not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: '← All tenants' }).getAttribute('href')).toBe('/contacts');
  });
});
