import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBus } from '@immodesk/sdk';
import {
  renderRemotePage,
  setUpRemoteTests,
  stubFetch,
  stubUploads,
  testDocument,
  uploadedFileName,
  type UploadCall,
} from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { UploadDocumentsDialog } from './UploadDocumentsDialog';

const PROPERTY_ID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const stored = testDocument({
  id: '8f0e2a4c-3b1d-4e5f-9a7b-000000000009',
  sizeBytes: 10,
  propertyId: PROPERTY_ID,
});

const fileOf = (name: string, size = 10) => new File([new Uint8Array(size)], name);

const storedAnswer = { status: 201, body: stored };
/** What each upload sent, as the fields the server reads. */
const sentFields = (uploads: UploadCall[]) =>
  uploads.map(({ form }) => ({
    fileName: uploadedFileName(form),
    type: form.get('type'),
    propertyId: form.get('propertyId'),
    tenantId: form.get('tenantId'),
  }));

setUpRemoteTests('documents', en);
beforeEach(() => {
  // The property and tenant choices: none needed here.
  stubFetch(() => ({ body: { items: [], total: 0 } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function chooseFiles(files: File[]) {
  const input = screen.getByRole('dialog').querySelector<HTMLInputElement>('input[type="file"]')!;
  await act(async () => fireEvent.change(input, { target: { files } }));
}

describe('UploadDocumentsDialog', () => {
  it('refuses a wrong type and a file over 10 MB at once, each on its own row, and sends only the others with the type and the preset property', async () => {
    const uploads = stubUploads((form) =>
      uploadedFileName(form) === 'scan.pdf'
        ? {
            status: 415,
            body: {
              code: 'unsupported_file_type',
              message: 'This file is not a PDF, Word document or image.',
            },
          }
        : storedAnswer,
    );
    const changed = vi.fn();
    const stop = eventBus.on('data:changed', changed);
    const onClose = vi.fn();
    await renderRemotePage(
      <UploadDocumentsDialog params={{ propertyId: PROPERTY_ID }} onClose={onClose} />,
      '/dashboard',
    );
    await chooseFiles([
      fileOf('huurcontract.pdf'),
      fileOf('setup.exe'),
      fileOf('groot.pdf', 10 * 1024 * 1024 + 1),
      fileOf('scan.pdf'),
    ]);

    const rows = screen.getAllByTestId('upload-file');
    expect(within(rows[1]!).getByRole('alert').textContent).toBe(en.upload.errors.invalidType);
    expect(within(rows[2]!).getByRole('alert').textContent).toBe(en.upload.errors.tooLarge);

    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    expect(await screen.findByText(en.upload.typeRequired)).toBeDefined();
    expect(uploads).toHaveLength(0);

    fireEvent.change(screen.getByRole('combobox', { name: en.upload.type }), {
      target: { value: 'rental_agreement' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    await waitFor(() => expect(rows[3]!.getAttribute('data-status')).toBe('failed'));
    expect(within(rows[3]!).getByRole('alert').textContent).toBe(
      'This file is not a PDF, Word document or image.',
    );
    expect(rows[0]!.getAttribute('data-status')).toBe('done');
    expect(sentFields(uploads)).toEqual([
      { fileName: 'huurcontract.pdf', type: 'rental_agreement', propertyId: PROPERTY_ID, tenantId: '' },
      { fileName: 'scan.pdf', type: 'rental_agreement', propertyId: PROPERTY_ID, tenantId: '' },
    ]);
    expect(changed).toHaveBeenCalledWith({ entity: 'document', id: stored.id });
    // A refused file keeps the dialog open, so its error can be read.
    expect(onClose).not.toHaveBeenCalled();
    stop();
  });

  it('closes once every file is stored', async () => {
    const uploads = stubUploads(() => storedAnswer);
    const onClose = vi.fn();
    await renderRemotePage(<UploadDocumentsDialog params={{}} onClose={onClose} />, '/documents');
    await chooseFiles([fileOf('huurcontract.pdf'), fileOf('epc.png')]);
    fireEvent.change(screen.getByRole('combobox', { name: en.upload.type }), {
      target: { value: 'epc_certificate' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(uploads.map(({ form }) => uploadedFileName(form))).toEqual(['huurcontract.pdf', 'epc.png']);
  });
});
