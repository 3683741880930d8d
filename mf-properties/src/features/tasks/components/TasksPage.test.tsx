import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TTask } from '@immodesk/contracts/tasks/task';
import { renderRemotePage, setUpTranslations, stubFetch, type FetchCall } from '@immodesk/sdk/testing';
import en from '../../../../locales/en.json';
import { TASK_PROPERTY, TASK_PROPERTY_ID, testTask } from '../utils/taskFixtures';
import { TasksPage } from './TasksPage';

const tasks: TTask[] = [
  testTask({
    id: '5b0c7a4e-1d2f-4a3b-8c9d-0000000000a1',
    title: 'EPC-attest vernieuwen',
    dueDate: '2026-11-12',
    status: 'overdue',
  }),
  testTask({
    id: '5b0c7a4e-1d2f-4a3b-8c9d-0000000000a2',
    title: 'Lekkende kraan',
    dueDate: '2026-11-20',
    priority: 'high',
    propertyId: TASK_PROPERTY_ID,
    property: TASK_PROPERTY,
  }),
  testTask({ id: '5b0c7a4e-1d2f-4a3b-8c9d-0000000000a3', title: 'Rookmelders', dueDate: '2026-11-21' }),
  testTask({ id: '5b0c7a4e-1d2f-4a3b-8c9d-0000000000a4', title: 'Boiler', dueDate: '2026-11-23' }),
  testTask({ id: '5b0c7a4e-1d2f-4a3b-8c9d-0000000000a5', title: 'Verzekering', dueDate: null }),
  testTask({
    id: '5b0c7a4e-1d2f-4a3b-8c9d-0000000000a6',
    title: 'Waarborg',
    dueDate: '2026-10-01',
    completed: true,
    status: 'completed',
  }),
];

function answer(url: URL) {
  if (url.pathname === '/api/tasks') return { body: { items: tasks, total: tasks.length } };
  if (url.pathname.startsWith('/api/tasks/'))
    return { body: { ...tasks[0], completed: true, status: 'completed' } };
  if (url.pathname === '/api/properties' || url.pathname === '/api/contractors')
    return { body: { items: [], total: 0 } };
  return { status: 404, body: { code: 'not_found', message: 'Not found.' } };
}

const itemNamed = (title: string) =>
  screen.getAllByTestId('task-item').find((item) => within(item).queryByRole('heading', { name: title }))!;

beforeAll(async () => {
  // 00:30 in Brussels on 20 November is still the 19th in UTC: the labels must use the Belgian date.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-19T23:30:00Z'));
  await setUpTranslations('properties', en);
});
afterAll(() => vi.useRealTimers());
afterEach(cleanup);

describe('TasksPage', () => {
  it('shows each task with its SPEC §4 due label, where it belongs and its priority', async () => {
    stubFetch(answer);
    await renderRemotePage(<TasksPage />, '/tasks');
    await screen.findAllByTestId('task-item');
    expect(screen.getByText('6 tasks')).toBeDefined();
    expect(within(itemNamed('EPC-attest vernieuwen')).getByTestId('due-label').textContent).toMatch(
      /^Overdue since 12 Nov\.?$/,
    );
    expect(within(itemNamed('Lekkende kraan')).getByTestId('due-label').textContent).toBe('Due today');
    expect(within(itemNamed('Rookmelders')).getByTestId('due-label').textContent).toBe('Due tomorrow');
    expect(within(itemNamed('Boiler')).getByTestId('due-label').textContent).toBe('Due in 3 days');
    expect(within(itemNamed('Verzekering')).getByTestId('due-label').textContent).toBe('No due date');
    expect(within(itemNamed('Waarborg')).queryByTestId('due-label')).toBeNull();
    expect(within(itemNamed('Waarborg')).getByText('Completed')).toBeDefined();
    expect(within(itemNamed('Lekkende kraan')).getByText('Korenlei 7 box 2, 9000 Gent')).toBeDefined();
    expect(within(itemNamed('Lekkende kraan')).getByText('High priority')).toBeDefined();
    expect(within(itemNamed('Verzekering')).getByText('General task')).toBeDefined();
  });

  it('opens a new task when a link asks for it with ?create=1 (the dashboard checklist)', async () => {
    stubFetch(answer);
    await renderRemotePage(<TasksPage />, '/tasks?create=1');
    expect(await screen.findByRole('dialog', { name: en.tasks.form.createTitle })).toBeDefined();
  });

  it('sends the status, property (general tasks) and search filters, and keeps them in the URL', async () => {
    const calls = stubFetch(answer);
    await renderRemotePage(<TasksPage />, '/tasks');
    await screen.findAllByTestId('task-item');
    const lastList = () =>
      calls.filter((call) => call.url.pathname === '/api/tasks').at(-1)!.url.searchParams;
    expect(lastList().get('status')).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'overdue' } });
    await waitFor(() => expect(lastList().get('status')).toBe('overdue'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Property' }), { target: { value: 'general' } });
    await waitFor(() => expect(lastList().get('propertyId')).toBe('general'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tasks' }), { target: { value: 'epc' } });
    await waitFor(() => expect(lastList().get('q')).toBe('epc'));
    expect(screen.getByTestId('location').textContent).toBe('/tasks?status=overdue&propertyId=general&q=epc');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'all' } });
    await waitFor(() => expect(lastList().get('status')).toBeNull());
  });

  it('toggles a task complete with PATCH { completed } and deletes only after confirmation', async () => {
    const calls = stubFetch(answer);
    await renderRemotePage(<TasksPage />, '/tasks');
    await screen.findAllByTestId('task-item');
    const writes = () => calls.filter((call: FetchCall) => call.init?.method && call.init.method !== 'GET');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Completed: EPC-attest vernieuwen' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.init?.method).toBe('PATCH');
    expect(JSON.parse(String(writes()[0]!.init?.body))).toEqual({ completed: true });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Boiler' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this task?' });
    expect(
      within(confirm).getByText('“Boiler” and its attachments will be deleted. This cannot be undone.'),
    ).toBeDefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Boiler' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete task' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(`${writes()[1]!.init?.method} ${writes()[1]!.url.pathname}`).toBe(
      'DELETE /api/tasks/5b0c7a4e-1d2f-4a3b-8c9d-0000000000a4',
    );
  });
});
