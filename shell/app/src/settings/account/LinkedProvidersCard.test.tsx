import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@immodesk/sdk';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../../testing/renderWithProviders';
import { LinkedProvidersCard } from './LinkedProvidersCard';

const GOOGLE = {
  id: '33333333-3333-4333-8333-333333333333',
  provider: 'google',
  linkedAt: '2026-03-15T09:00:00.000Z',
};

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LinkedProvidersCard', () => {
  it('lists the linked providers with their date and offers the configured ones not linked yet', async () => {
    mockFetch({
      'GET /api/user/identities': jsonResponse(200, { items: [GOOGLE] }),
      'GET /api/auth/providers': jsonResponse(200, {
        providers: [
          { id: 'google', name: 'Google' },
          { id: 'github', name: 'GitHub' },
        ],
      }),
    });
    await renderWithProviders(<LinkedProvidersCard />, { path: '/settings#account' });
    const [item] = await screen.findAllByTestId('linked-provider');
    expect(within(item as HTMLElement).getByText('Google')).toBeDefined();
    expect(within(item as HTMLElement).getByText('Connected on 15 March 2026')).toBeDefined();
    expect((await screen.findByRole('link', { name: 'Connect GitHub' })).getAttribute('href')).toBe(
      '/api/auth/oauth/github/start?returnTo=%2Fsettings',
    );
  });

  it('disconnects a provider, and shows the server’s reason when it is the last way to sign in', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    const calls = mockFetch({
      'GET /api/user/identities': jsonResponse(200, { items: [GOOGLE] }),
      'GET /api/auth/providers': jsonResponse(200, { providers: [] }),
      [`DELETE /api/user/identities/${GOOGLE.id}`]: jsonResponse(422, {
        code: 'business_rule',
        message: 'This is the only way to sign in to your account.',
      }),
    });
    await renderWithProviders(<LinkedProvidersCard />, { path: '/settings#account' });
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect Google' }));
    await vi.waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith('The provider could not be disconnected', {
        description: 'This is the only way to sign in to your account.',
      }),
    );
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === `/api/user/identities/${GOOGLE.id}`),
    ).toBe(true);
  });
});
