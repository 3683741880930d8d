import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@immodesk/sdk';
import en from '../../../locales/en.json';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../../testing/renderWithProviders';
import { SessionsCard } from './SessionsCard';

const CURRENT = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Firefox on Linux',
  lastActiveAt: new Date().toISOString(),
  current: true,
};
const OTHER = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Safari on iOS',
  lastActiveAt: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
  current: false,
};

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SessionsCard', () => {
  it('lists the sessions with their last activity, marks this device and offers no end button for it', async () => {
    mockFetch({ 'GET /api/user/sessions': jsonResponse(200, { items: [OTHER, CURRENT] }) });
    await renderWithProviders(<SessionsCard />, { path: '/settings#account' });
    const items = await screen.findAllByTestId('session-item');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText(en.sessions.thisDevice)).toBeDefined();
    expect(within(first).queryByRole('button')).toBeNull();
    expect(within(second).getByText('Last active 3 hours ago')).toBeDefined();
    expect(within(second).getByRole('button', { name: 'End session: Safari on iOS' })).toBeDefined();
    expect(screen.getByRole('button', { name: en.sessions.endOthers })).toBeDefined();
  });

  it('ends another session and reloads the list', async () => {
    const calls = mockFetch({
      'GET /api/user/sessions': [
        jsonResponse(200, { items: [CURRENT, OTHER] }),
        jsonResponse(200, { items: [CURRENT] }),
      ],
      [`DELETE /api/user/sessions/${OTHER.id}`]: jsonResponse(204),
    });
    await renderWithProviders(<SessionsCard />, { path: '/settings#account' });
    fireEvent.click(await screen.findByRole('button', { name: 'End session: Safari on iOS' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('session-item')).toHaveLength(1));
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === `/api/user/sessions/${OTHER.id}`),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: en.sessions.endOthers })).toBeNull();
  });

  it('says the current session cannot be ended when the server answers 409', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    mockFetch({
      'GET /api/user/sessions': jsonResponse(200, { items: [CURRENT, OTHER] }),
      [`DELETE /api/user/sessions/${OTHER.id}`]: jsonResponse(409, {
        message: 'Cannot terminate the current session',
        code: 'conflict',
      }),
    });
    await renderWithProviders(<SessionsCard />, { path: '/settings#account' });
    fireEvent.click(await screen.findByRole('button', { name: 'End session: Safari on iOS' }));
    await vi.waitFor(() => expect(errorToast).toHaveBeenCalledWith('Cannot terminate the current session'));
  });
});
