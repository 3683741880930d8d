import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import { findPagination, renderRemotePage, setUpRemoteTests, stubFetch } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { DocumentListPage } from './DocumentListPage';

const documents: TDocument[] = [
  {
    id: '8f0e2a4c-3b1d-4e5f-9a7b-000000000001',
    fileName: 'Huurovereenkomst Kerkstraat 12.pdf',
    type: 'rental_agreement',
    mimeType: 'application/pdf',
    sizeBytes: 245_800,
    propertyId: null,
    tenantId: null,
    taskId: null,
    uploadedAt: '2026-01-31T23:30:00.000Z',
    modifiedAt: '2026-01-31T23:30:00.000Z',
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
  },
];

setUpRemoteTests('documents', en);

describe('DocumentListPage', () => {
  it('lists GET /api/documents with translated type, size, Belgian upload date and a download link', async () => {
    stubFetch(() => ({ body: { items: documents, total: documents.length } }));
    await renderRemotePage(<DocumentListPage />, '/documents');

    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeDefined();
    const rows = await screen.findAllByTestId('document-row');
    expect((rows[0] as HTMLTableRowElement).cells[0]!.textContent).toBe('Huurovereenkomst Kerkstraat 12.pdf');
    expect(within(rows[0]!).getByText('Rental agreement')).toBeDefined();
    expect(within(rows[0]!).getByText(/^246\s?kB$/)).toBeDefined();
    expect(within(rows[0]!).getByText('01/02/2026')).toBeDefined();
    const link = within(rows[0]!).getByRole('link', { name: 'Download Huurovereenkomst Kerkstraat 12.pdf' });
    expect(link.getAttribute('href')).toBe('/api/documents/8f0e2a4c-3b1d-4e5f-9a7b-000000000001/download');
    expect(within(rows[1]!).getByText('EPC certificate')).toBeDefined();
    expect(within(rows[1]!).getByText(/^812\s?B$/)).toBeDefined();
  });

  it('searches by q and filters by type', async () => {
    const calls = stubFetch(() => ({ body: { items: documents, total: documents.length } }));
    await renderRemotePage(<DocumentListPage />, '/documents');
    await screen.findAllByTestId('document-row');

    fireEvent.change(screen.getByRole('combobox', { name: 'Document type' }), { target: { value: 'invoice' } });
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('type')).toBe('invoice'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by file name' }), { target: { value: 'kerkstraat' } });
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('q')).toBe('kerkstraat'));
    expect(calls.at(-1)!.url.searchParams.get('type')).toBe('invoice');
    expect(screen.getByTestId('location').textContent).toBe('/documents?type=invoice&q=kerkstraat');
  });

  it('offers every document type of the contract in the filter', async () => {
    stubFetch(() => ({ body: { items: [], total: 0 } }));
    await renderRemotePage(<DocumentListPage />, '/documents');
    const options = within(screen.getByRole('combobox', { name: 'Document type' })).getAllByRole('option');
    expect(options[0]!.textContent).toBe('All types');
    expect(options).toHaveLength(22);
  });

  it('explains an empty list, and an empty search result differently', async () => {
    stubFetch(() => ({ body: { items: [], total: 0 } }));
    await renderRemotePage(<DocumentListPage />, '/documents');
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeDefined();
    cleanup();
    await renderRemotePage(<DocumentListPage />, '/documents?q=xyz');
    expect(await screen.findByRole('heading', { name: 'No documents found' })).toBeDefined();
  });

  it('offers pagination beyond one page', async () => {
    const calls = stubFetch(() => ({ body: { items: documents, total: 101 } }));
    await renderRemotePage(<DocumentListPage />, '/documents?page=3');
    const pagination = await findPagination();
    expect(within(pagination).getByText('Page 3 of 3')).toBeDefined();
    expect(calls[0]!.url.searchParams.get('page')).toBe('3');
    expect(within(pagination).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it("shows the server's message when the list fails", async () => {
    stubFetch(() => ({ status: 503, body: { message: 'File storage is unavailable.', code: 'unavailable' } }));
    await renderRemotePage(<DocumentListPage />, '/documents');
    expect(await screen.findByText('File storage is unavailable.')).toBeDefined();
  });
});
