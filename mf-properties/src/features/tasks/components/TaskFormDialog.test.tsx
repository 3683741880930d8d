import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import type { TTask } from '@immodesk/contracts/tasks/task';
import { Toaster } from '@immodesk/sdk';
import {
  renderRemotePage,
  setUpTranslations,
  stubFetch,
  stubUploads,
  testContractor,
  testPropertySummary,
  uploadedFileName,
  type FetchCall,
  type UploadCall,
} from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { TASK_PROPERTY, TASK_PROPERTY_ID, testTask } from '../utils/taskFixtures';
import { TaskFormDialog } from './TaskFormDialog';

const CONTRACTOR_ID = '5b0c7a4e-1d2f-4a3b-8c9d-000000000002';
const TASK_ID = '5b0c7a4e-1d2f-4a3b-8c9d-000000000003';

const property = testPropertySummary({
  id: TASK_PROPERTY_ID,
  urlCode: 'k7gent',
  street: 'Korenlei',
  houseNumber: '7',
  bus: '2',
  rentCents: 115_000,
  latitude: 51.05,
  longitude: 3.72,
});
const contractor = testContractor({ id: CONTRACTOR_ID, rating: 5 });
const savedTask = testTask({
  id: TASK_ID,
  title: 'Lekkende kraan',
  propertyId: TASK_PROPERTY_ID,
  property: TASK_PROPERTY,
  priority: 'high',
  contractorId: CONTRACTOR_ID,
  dueDate: '2026-11-20',
  createdAt: '2026-11-13T09:00:00.000Z',
  updatedAt: '2026-11-13T09:00:00.000Z',
});
const storedDocument: TDocument = {
  id: '5b0c7a4e-1d2f-4a3b-8c9d-000000000004',
  fileName: 'Offerte loodgieter.pdf',
  type: 'task_document',
  mimeType: 'application/pdf',
  sizeBytes: 1200,
  propertyId: null,
  tenantId: null,
  taskId: TASK_ID,
  uploadedAt: '2026-11-13T09:00:00.000Z',
  modifiedAt: '2026-11-13T09:00:00.000Z',
};

function answerApi(url: URL, documents: TDocument[] = []) {
  if (url.pathname === '/api/properties') return { body: { items: [property], total: 1 } };
  if (url.pathname === '/api/contractors') return { body: { items: [contractor], total: 1 } };
  if (url.pathname === '/api/documents') return { body: { items: documents, total: documents.length } };
  if (url.pathname === '/api/tasks' || url.pathname === `/api/tasks/${TASK_ID}`)
    return { status: 201, body: savedTask };
  // (stubFetch always sends a body, which a 204 cannot have.)
  if (url.pathname.startsWith('/api/documents/')) return { status: 200, body: null };
  return { status: 404, body: { code: 'not_found', message: 'Not found.' } };
}

const bodyOf = (call: FetchCall | undefined) =>
  JSON.parse(String(call?.init?.body)) as Record<string, unknown>;
const writes = (calls: FetchCall[]) =>
  calls.filter((call) => call.init?.method && call.init.method !== 'GET');

async function openDialog(task: TTask | null, onClose = vi.fn()) {
  await renderRemotePage(
    <>
      <TaskFormDialog task={task} onClose={onClose} />
      <Toaster />
    </>,
    '/tasks',
  );
  return onClose;
}

beforeAll(() => setUpTranslations('properties', en));
let uploads: UploadCall[] = [];
beforeEach(() => {
  uploads = stubUploads(() => ({ status: 201, body: storedDocument }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TaskFormDialog', () => {
  it('requires a title: shows the error on the field, focuses it and sends nothing', async () => {
    const calls = stubFetch((url) => answerApi(url));
    const onClose = await openDialog(null);
    expect(screen.getByRole('dialog', { name: 'New task' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Save task' }));
    const title = screen.getByRole('textbox', { name: /Title/ });
    expect(await screen.findByText('Enter a title for the task.')).toBeDefined();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(title);
    expect(writes(calls)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates a task for a property with a contractor and due date, then closes with a success toast', async () => {
    const calls = stubFetch((url) => answerApi(url));
    const onClose = await openDialog(null);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), {
      target: { value: '  Lekkende kraan  ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Druppelt al een week.' },
    });
    expect(screen.getByText('21/2000')).toBeDefined();
    await screen.findByRole('option', { name: 'Korenlei 7 box 2, 9000 Gent' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Property' }), {
      target: { value: TASK_PROPERTY_ID },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Priority' }), { target: { value: 'high' } });
    await screen.findByRole('option', { name: 'Loodgieterij Van Acker' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Contractor' }), {
      target: { value: CONTRACTOR_ID },
    });
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save task' }));

    expect(await screen.findByText('Task “Lekkende kraan” added.')).toBeDefined();
    const [post] = writes(calls);
    expect(post?.url.pathname).toBe('/api/tasks');
    expect(bodyOf(post)).toEqual({
      title: 'Lekkende kraan',
      description: 'Druppelt al een week.',
      propertyId: TASK_PROPERTY_ID,
      priority: 'high',
      contractorId: CONTRACTOR_ID,
      dueDate: '2026-11-20',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('uploads the chosen files after saving; when one fails the task stays saved and a warning names the problem', async () => {
    stubFetch((url) => answerApi(url));
    uploads = stubUploads((form) =>
      uploadedFileName(form).endsWith('.exe')
        ? {
            status: 415,
            body: { code: 'unsupported_file_type', message: 'This file type is not supported.' },
          }
        : { status: 201, body: storedDocument },
    );
    const onClose = await openDialog(null);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Lekkende kraan' } });
    const picker = screen.getByLabelText('Add files') as HTMLInputElement;
    expect(picker.accept).toBe('.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png,.gif');
    fireEvent.change(picker, {
      target: {
        files: [
          new File(['%PDF-1.4'], 'Offerte loodgieter.pdf', { type: 'application/pdf' }),
          new File(['MZ'], 'setup.exe'),
        ],
      },
    });
    expect(screen.getAllByText('Uploaded when you save')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Save task' }));

    expect(await screen.findByText('Task saved, but some documents could not be uploaded.')).toBeDefined();
    expect(uploads.map(({ url, form }) => ({ url, fileName: uploadedFileName(form) }))).toEqual([
      { url: `/api/tasks/${TASK_ID}/documents`, fileName: 'Offerte loodgieter.pdf' },
      { url: `/api/tasks/${TASK_ID}/documents`, fileName: 'setup.exe' },
    ]);
    // The dialog stays, now editing the saved task, with the refused file and its reason.
    expect(screen.getByRole('dialog', { name: 'Edit task' })).toBeDefined();
    const pending = screen.getAllByTestId('pending-attachment');
    expect(pending).toHaveLength(1);
    expect(within(pending[0]!).getByText('Not uploaded: This file type is not supported.')).toBeDefined();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lists the stored attachments of a task with a download link, and removes one', async () => {
    const calls = stubFetch((url) => answerApi(url, [storedDocument]));
    await openDialog(savedTask);
    expect(screen.getByRole('dialog', { name: 'Edit task' })).toBeDefined();
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Lekkende kraan');
    const link = await screen.findByRole('link', { name: 'Download Offerte loodgieter.pdf' });
    expect(link.getAttribute('href')).toBe(`/api/documents/${storedDocument.id}/download`);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Offerte loodgieter.pdf' }));
    expect(await screen.findByText('“Offerte loodgieter.pdf” removed.')).toBeDefined();
    const [removal] = writes(calls);
    expect(`${removal?.init?.method} ${removal?.url.pathname}`).toBe(
      `DELETE /api/documents/${storedDocument.id}`,
    );
  });

  it("shows the server's per-field details on the form", async () => {
    stubFetch((url) =>
      url.pathname === '/api/tasks/' + TASK_ID
        ? {
            status: 400,
            body: {
              code: 'validation_error',
              message: 'Some fields are not filled in correctly.',
              details: { contractorId: 'Choose one of your contractors.' },
            },
          }
        : answerApi(url),
    );
    const onClose = await openDialog(savedTask);
    fireEvent.click(screen.getByRole('button', { name: 'Save task' }));
    expect(await screen.findByText('Choose one of your contractors.')).toBeDefined();
    expect(screen.getByText('Some fields are not filled in correctly.')).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Contractor' }).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(onClose).not.toHaveBeenCalled());
  });
});
