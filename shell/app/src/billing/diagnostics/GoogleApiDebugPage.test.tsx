import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../../testing/renderWithProviders';
import { GoogleApiDebugPage } from './GoogleApiDebugPage';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GoogleApiDebugPage', () => {
  it('shows the geocoder and map-tile configuration', async () => {
    mockFetch({
      'GET /api/diagnostics/google-api': jsonResponse(200, {
        geocoder: { provider: 'postal_code', host: null },
        mapTiles: { urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', configured: false },
      }),
    });
    await renderWithProviders(<GoogleApiDebugPage />, { path: '/google-api-debug' });
    expect(await screen.findByText(en.diagnostics.google.providers.postal_code)).toBeDefined();
    expect(screen.getByText('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBeDefined();
    expect(screen.getByRole('button', { name: en.diagnostics.google.run })).toBeDefined();
  });

  it('is the not-found page where the server hides diagnostics (production without DIAGNOSTICS=1)', async () => {
    mockFetch({});
    await renderWithProviders(<GoogleApiDebugPage />, { path: '/google-api-debug' });
    expect(await screen.findByRole('heading', { name: en.notFound.title })).toBeDefined();
    expect(screen.queryByText(en.diagnostics.google.title)).toBeNull();
  });
});
