import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TDocumentListItem } from '@immodesk/contracts/documents/listDocuments.contract';
import { Toaster } from '@immodesk/sdk';
import { findPagination, renderRemotePage, setUpRemoteTests, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { DocumentListPage } from './DocumentListPage';

const PROPERTY_ID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const documents: TDocumentListItem[] = [
  {
    id: '8f0e2a4c-3b1d-4e5f-9a7b-000000000001',
    fileName: 'Huurovereenkomst Kerkstraat 12.pdf',
    type: 'rental_agreement',
    mimeType: 'application/pdf',
    sizeBytes: 245_800,
    propertyId: PROPERTY_ID,
    tenantId: null,
    taskId: null,
    uploadedAt: '2026-01-31T23:30:00.000Z',
    modifiedAt: '2026-01-31T23:30:00.000Z',
    propertyAddress: 'Kerkstraat 12, 9000 Gent',
    tenantName: null,
  },
  {
    id: '8f0e2a4c-3b1d-4e5f-9a7b-000000000002',
    fileName: 'EPC.png',
    type: 'epc_certificate',
    mimeType: 'image/png',
    sizeBytes: 812,
    propertyId: null,
    tenantId: null,
    taskId: null,
    uploadedAt: '2026-03-05T09:00:00.000Z',
    modifiedAt: '2026-03-05T09:00:00.000Z',
    propertyAddress: null,
    tenantName: null,
  },
];

/** The documents list and the side look-ups the page makes (usage, properties, tenants for the filters). */
function answer(list: { status?: number; body: unknown }) {
  return (url: URL) => {
    if (url.pathname === '/api/documents/usage')
      return { body: { usedBytes: 246_612, quotaBytes: 200 * 1024 * 1024 } };
    if (url.pathname === '/api/properties') return { body: { items: [], total: 0 } };
    if (url.pathname === '/api/tenants') return { body: { items: [], total: 0 } };
    return list;
  };
}

const listCalls = (calls: ReturnType<typeof stubFetch>) =>
  calls.filter((call) => call.url.pathname === '/api/documents');

setUpRemoteTests('documents', en);

describe('DocumentListPage', () => {
  it('lists GET /api/documents with translated type, property, size, Belgian upload date and the actions per file', async () => {
    stubFetch(answer({ body: { items: documents, total: documents.length } }));
    await renderRemotePage(<DocumentListPage />, '/documents');

    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeDefined();
    const rows = await screen.findAllByTestId('document-row');
    expect((rows[0] as HTMLTableRowElement).cells[0]!.textContent).toBe('Huurovereenkomst Kerkstraat 12.pdf');
    expect(within(rows[0]!).getByText('Rental agreement')).toBeDefined();
    expect(within(rows[0]!).getByText('Kerkstraat 12, 9000 Gent')).toBeDefined();
    expect(within(rows[0]!).getByText(/^246\s?kB$/)).toBeDefined();
    expect(within(rows[0]!).getByText('01/02/2026')).toBeDefined();
    const link = within(rows[0]!).getByRole('link', { name: 'Download Huurovereenkomst Kerkstraat 12.pdf' });
    expect(link.getAttribute('href')).toBe('/api/documents/8f0e2a4c-3b1d-4e5f-9a7b-000000000001/download');
    expect(
      within(rows[0]!).getByRole('button', { name: 'Rename Huurovereenkomst Kerkstraat 12.pdf' }),
    ).toBeDefined();
    expect(within(rows[1]!).getByText('EPC certificate')).toBeDefined();
    expect((await screen.findByTestId('storage-usage')).textContent).toBe('241 kB of 200 MB storage used');
  });

  it('searches by q, filters by type and sorts by a column heading, all in the URL', async () => {
    const calls = stubFetch(answer({ body: { items: documents, total: documents.length } }));
    await renderRemotePage(<DocumentListPage />, '/documents');
    await screen.findAllByTestId('document-row');

    fireEvent.change(screen.getByRole('combobox', { name: 'Document type' }), {
      target: { value: 'building_permit' },
    });
    await waitFor(() =>
      expect(listCalls(calls).at(-1)!.url.searchParams.get('type')).toBe('building_permit'),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by file name' }), {
      target: { value: 'kerkstraat' },
    });
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('q')).toBe('kerkstraat'));
    fireEvent.click(await screen.findByRole('button', { name: 'File' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('sort')).toBe('name'));
    expect(listCalls(calls).at(-1)!.url.searchParams.get('order')).toBe('asc');
    expect(screen.getByTestId('location').textContent).toBe(
      '/documents?type=building_permit&q=kerkstraat&sort=name&order=asc',
    );
    expect(screen.getByRole('columnheader', { name: 'File' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('hides a column the user unticks', async () => {
    stubFetch(answer({ body: { items: documents, total: documents.length } }));
    await renderRemotePage(<DocumentListPage />, '/documents');
    await screen.findAllByTestId('document-row');
    expect(screen.getByRole('columnheader', { name: 'Size' })).toBeDefined();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Size' }));
    expect(screen.queryByRole('columnheader', { name: 'Size' })).toBeNull();
  });

  it('offers every document type of the contract in the filter', async () => {
    stubFetch(answer({ body: { items: [], total: 0 } }));
    await renderRemotePage(<DocumentListPage />, '/documents');
    const options = within(screen.getByRole('combobox', { name: 'Document type' })).getAllByRole('option');
    expect(options[0]!.textContent).toBe('All types');
    expect(options).toHaveLength(13);
  });

  it('explains an empty list, and an empty search result differently', async () => {
    stubFetch(answer({ body: { items: [], total: 0 } }));
    await renderRemotePage(<DocumentListPage />, '/documents');
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeDefined();
    cleanup();
    await renderRemotePage(<DocumentListPage />, '/documents?q=xyz');
    expect(await screen.findByRole('heading', { name: 'No documents found' })).toBeDefined();
  });

  it('offers pagination beyond one page', async () => {
    const calls = stubFetch(answer({ body: { items: documents, total: 101 } }));
    await renderRemotePage(<DocumentListPage />, '/documents?page=3');
    const pagination = await findPagination();
    expect(within(pagination).getByText('Page 3 of 3')).toBeDefined();
    expect(listCalls(calls)[0]!.url.searchParams.get('page')).toBe('3');
    expect(within(pagination).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it("says the server's 'download failed' instead of handing over a broken file", async () => {
    stubFetch((url) =>
      url.pathname.endsWith('/download')
        ? { status: 500, body: { code: 'internal', message: 'The file could not be downloaded.' } }
        : answer({ body: { items: documents, total: documents.length } })(url),
    );
    await renderRemotePage(
      <>
        <DocumentListPage />
        <Toaster />
      </>,
      '/documents',
    );
    const rows = await screen.findAllByTestId('document-row');
    fireEvent.click(
      within(rows[0]!).getByRole('link', { name: 'Download Huurovereenkomst Kerkstraat 12.pdf' }),
    );
    expect(await screen.findByText('The file could not be downloaded.')).toBeDefined();
  });

  it("shows the server's message when the list fails", async () => {
    stubFetch(
      answer({ status: 503, body: { message: 'File storage is unavailable.', code: 'unavailable' } }),
    );
    await renderRemotePage(<DocumentListPage />, '/documents');
    expect(await screen.findByText('File storage is unavailable.')).toBeDefined();
  });
});
