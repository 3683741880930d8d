import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import type { TProperty } from '@immodesk/contracts/properties/property.contract';
import { eventBus, Toaster } from '@immodesk/sdk';
import {
  KORENLEI_7,
  renderRemotePage,
  setUpTranslations,
  stubFetch,
  testProperty,
} from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { PropertyDetailsPage } from './PropertyDetailsPage';

const PROPERTY = testProperty({
  ...KORENLEI_7,
  id: '5b0c8f43-2f7a-4a43-9d6e-0d0c3f1f6a11',
  rentCents: 95_000,
  latitude: 51.05,
  longitude: 3.72,
  primaryPhotoId: 'photo-2',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
});

const photo = (id: string, fileName: string, isPrimary: boolean) => ({
  id,
  propertyId: PROPERTY.id,
  fileName,
  mimeType: 'image/png',
  sizeBytes: 10,
  width: 40,
  height: 30,
  isPrimary,
  uploadedAt: '2026-03-01T09:00:00.000Z',
});

/** The BFF for one property, whose status follows archive and unarchive. */
function stubProperty() {
  let status: TProperty['status'] = 'active';
  const calls = stubFetch((url) => {
    const path = url.pathname;
    if (path.endsWith('/archive')) status = 'archived';
    if (path.endsWith('/unarchive')) status = 'active';
    if (path === `/api/properties/${PROPERTY.urlCode}` || /\/(un)?archive$/.test(path))
      return { body: { ...PROPERTY, status } };
    if (path.endsWith('/photos'))
      return {
        body: { items: [photo('photo-2', 'gevel.png', true), photo('photo-1', 'keuken.png', false)] },
      };
    if (path.endsWith('/information')) return { body: {} };
    if (path.endsWith('/delete-impact')) {
      return {
        body: {
          items: [
            { kind: 'photos', count: 2 },
            { kind: 'tasks', count: 1 },
            { kind: 'documents', count: 3 },
            { kind: 'rentItems', count: 12 },
          ],
        },
      };
    }
    return { body: { items: [], total: 0 } };
  });
  return {
    calls,
    posts: () =>
      calls.filter((call) => call.init?.method === 'POST').map((call) => call.url.pathname.split('/').pop()),
  };
}

async function openDetails(query = '') {
  await renderRemotePage(
    <>
      <Routes>
        <Route path="/properties/:urlCode" element={<PropertyDetailsPage />} />
      </Routes>
      <Toaster />
    </>,
    `/properties/${PROPERTY.urlCode}${query}`,
  );
  await screen.findByRole('heading', { level: 1, name: 'Korenlei 7' });
}

beforeAll(() => setUpTranslations('properties', en));
afterEach(cleanup);

describe('PropertyDetailsPage', () => {
  it('has the tabs Overview, Contracts, Files and Location; the overview shows the primary photo', async () => {
    stubProperty();
    await openDetails();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Contracts',
      'Files',
      'Location',
    ]);
    const primary = screen.getByRole('img', { name: 'Main photo of Korenlei 7, 9000 Gent' });
    expect(primary.getAttribute('src')).toBe(`/api/properties/${PROPERTY.id}/photos/photo-2/download`);
  });

  it('names each photo button after its photo', async () => {
    stubProperty();
    await openDetails('?tab=files');
    const gallery = await screen.findByRole('list', { name: en.photos.galleryLabel });
    expect(
      within(gallery)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Delete photo 1', 'Make photo 2 the main photo', 'Delete photo 2']);
    expect(screen.getByRole('button', { name: en.photos.choose })).toBeDefined();
  });

  it("opens the documents remote's upload dialog for this property from the Files tab", async () => {
    stubProperty();
    const opened = vi.fn();
    const stop = eventBus.on('remote-dialog:open', opened);
    await openDetails('?tab=files');
    fireEvent.click(await screen.findByRole('button', { name: en.details.documents.upload }));
    stop();
    expect(opened).toHaveBeenCalledWith({
      remote: 'documents',
      dialog: 'upload',
      params: { propertyId: PROPERTY.id },
    });
  });

  it('archives only after confirming, and the toast’s Undo makes the property active again', async () => {
    const server = stubProperty();
    await openDetails();
    fireEvent.click(screen.getByRole('button', { name: en.details.archive }));
    const dialog = screen.getByRole('dialog', { name: en.archive.title });
    expect(dialog.textContent).toContain('Korenlei 7, 9000 Gent leaves your active properties');
    expect(server.posts()).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: en.archive.confirm }));
    expect(await screen.findByRole('button', { name: en.details.unarchive })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.posts()).toEqual(['archive']);

    const undo = await screen.findByRole('button', { name: en.toasts.undo });
    await act(async () => {
      fireEvent.click(undo);
    });
    expect(await screen.findByRole('button', { name: en.details.archive })).toBeDefined();
    await waitFor(() => expect(server.posts()).toEqual(['archive', 'unarchive']));
  });

  it('lists every kind of item the delete removes, counted, before anything is deleted', async () => {
    const server = stubProperty();
    await openDetails();
    fireEvent.click(screen.getByRole('button', { name: en.details.delete }));
    const dialog = screen.getByRole('dialog', { name: en.delete.title });
    const impact = await within(dialog).findByTestId('delete-impact');
    expect(
      within(impact)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 photos',
      '1 task',
      '3 documents (task attachments included)',
      '12 rent items with their payments',
    ]);
    expect(server.calls.filter((call) => call.init?.method === 'DELETE')).toEqual([]);
  });
});
