import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@immodesk/sdk';
import {
  renderRemotePage,
  setUpTranslations,
  stubFetch,
  stubUploads,
  testDocument,
  uploadedFileName,
} from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { CONTRACT, PROPERTY_ID } from '../../contracts/utils/contractFixtures';
import { RecordSignedDialog } from './RecordSignedDialog';

const SCAN = testDocument({ id: '3c9a1e27-5b4d-4f6a-8e2c-7d1b0a9f8e6d', propertyId: PROPERTY_ID });
const RECORD_PATH = `/api/contracts/${CONTRACT.id}/record-signed`;

function stubRecord(
  answer: { status?: number; body: unknown } = { body: { ...CONTRACT, status: 'active' } },
) {
  return stubFetch((url) =>
    url.pathname === RECORD_PATH
      ? answer
      : { status: 404, body: { message: 'Not found', code: 'not_found' } },
  );
}

async function openDialog() {
  const onClose = vi.fn();
  await renderRemotePage(
    <>
      <RecordSignedDialog contract={CONTRACT} onClose={onClose} />
      <Toaster />
    </>,
    '/',
  );
  const dialog = await screen.findByRole('dialog', { name: en.paperLease.title });
  return { dialog, onClose };
}

function fillDate(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(new RegExp(label)), { target: { value } });
}

/** Adds a row of "Past indexations" and fills in its day and its new rent (euro, as typed). */
function addIndexation(dialog: HTMLElement, number: number, indexedOn: string, newRent: string) {
  fireEvent.click(within(dialog).getByRole('button', { name: en.paperLease.indexations.add }));
  const row = within(dialog).getByRole('group', { name: `Indexation ${number}` });
  fireEvent.change(within(row).getByLabelText(en.paperLease.indexations.indexedOn), {
    target: { value: indexedOn },
  });
  fireEvent.change(within(row).getByLabelText(en.paperLease.indexations.newRent), {
    target: { value: newRent },
  });
  return row;
}

const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: en.paperLease.submit }));

const recordedBody = (calls: ReturnType<typeof stubFetch>) =>
  JSON.parse(String(calls.find((call) => call.url.pathname === RECORD_PATH)?.init?.body));

beforeAll(() => setUpTranslations('properties', en));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecordSignedDialog', () => {
  it('asks for the signing date, and sends only the dates that were filled in', async () => {
    const calls = stubRecord();
    const { dialog, onClose } = await openDialog();
    expect(within(dialog).getByText(en.paperLease.paidThroughHint)).toBeDefined();
    submit(dialog);
    expect(within(dialog).getByText(en.paperLease.errors.signedOnRequired)).toBeDefined();
    expect(calls.some((call) => call.url.pathname === RECORD_PATH)).toBe(false);

    fillDate(dialog, en.paperLease.signedOn, '2021-03-10');
    fillDate(dialog, en.paperLease.paidThrough, '2026-10-31');
    submit(dialog);
    expect(
      await screen.findByText('Contract HC-2026-001 has been recorded as signed on paper.'),
    ).toBeDefined();
    expect(recordedBody(calls)).toEqual({ signedOn: '2021-03-10', paidThrough: '2026-10-31' });
    expect(onClose).toHaveBeenCalled();
  });

  it('uploads the scan as a rental agreement of the property and passes its id', async () => {
    const calls = stubRecord();
    const uploads = stubUploads(() => ({ status: 201, body: SCAN }));
    const { dialog } = await openDialog();
    fillDate(dialog, en.paperLease.signedOn, '2022-06-01');
    fillDate(dialog, en.paperLease.registeredOn, '2022-06-20');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'huurcontract.pdf')] } });
    expect(within(dialog).getByText('Chosen: huurcontract.pdf')).toBeDefined();
    submit(dialog);
    await waitFor(() => expect(calls.some((call) => call.url.pathname === RECORD_PATH)).toBe(true));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.url).toBe('/api/documents');
    expect(uploadedFileName(uploads[0]!.form)).toBe('huurcontract.pdf');
    expect(uploads[0]?.form.get('type')).toBe('rental_agreement');
    expect(uploads[0]?.form.get('propertyId')).toBe(PROPERTY_ID);
    expect(recordedBody(calls)).toEqual({
      signedOn: '2022-06-01',
      registeredOn: '2022-06-20',
      documentId: SCAN.id,
    });
  });

  it('sends past indexations in cents, in the order of their rows; a removed row is left out', async () => {
    const calls = stubRecord();
    const { dialog } = await openDialog();
    fillDate(dialog, en.paperLease.signedOn, '2022-03-10');
    addIndexation(dialog, 1, '2023-04-01', '1.040');
    addIndexation(dialog, 2, '2023-05-01', '99');
    addIndexation(dialog, 3, '2024-04-01', '1071,20');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove indexation 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Indexation 3' })).toBeNull();
    submit(dialog);
    await waitFor(() => expect(calls.some((call) => call.url.pathname === RECORD_PATH)).toBe(true));
    expect(recordedBody(calls)).toEqual({
      signedOn: '2022-03-10',
      indexations: [
        { indexedOn: '2023-04-01', newRentCents: 104_000 },
        { indexedOn: '2024-04-01', newRentCents: 107_120 },
      ],
    });
  });

  it('asks for a valid rent in a row of past indexations before sending', async () => {
    const calls = stubRecord();
    const { dialog } = await openDialog();
    fillDate(dialog, en.paperLease.signedOn, '2022-03-10');
    const row = addIndexation(dialog, 1, '2023-04-01', 'veel');
    submit(dialog);
    expect(within(row).getByText(en.paperLease.errors.invalidAmount)).toBeDefined();
    expect(calls.some((call) => call.url.pathname === RECORD_PATH)).toBe(false);
  });

  it('shows the server’s message on a past indexation under that row’s field', async () => {
    stubRecord({
      status: 400,
      body: {
        message: 'Check the highlighted fields.',
        code: 'validation_error',
        details: { 'indexations.1.indexedOn': 'An indexation follows the one before it.' },
      },
    });
    const { dialog, onClose } = await openDialog();
    fillDate(dialog, en.paperLease.signedOn, '2022-03-10');
    const first = addIndexation(dialog, 1, '2024-04-01', '1071,20');
    const second = addIndexation(dialog, 2, '2023-04-01', '1040');
    submit(dialog);
    const message = await within(second).findByText('An indexation follows the one before it.');
    expect(message).toBeDefined();
    expect(
      within(second).getByLabelText(en.paperLease.indexations.indexedOn).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(first).queryByText('An indexation follows the one before it.')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server’s message under the field it refused', async () => {
    stubRecord({
      status: 400,
      body: {
        message: 'Check the highlighted fields.',
        code: 'validation_error',
        details: { paidThrough: 'This date cannot be in the future.' },
      },
    });
    const { dialog, onClose } = await openDialog();
    fillDate(dialog, en.paperLease.signedOn, '2021-03-10');
    fillDate(dialog, en.paperLease.paidThrough, '2099-01-31');
    submit(dialog);
    expect(await within(dialog).findByText('This date cannot be in the future.')).toBeDefined();
    expect(onClose).not.toHaveBeenCalled();
  });
});
