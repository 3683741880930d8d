import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@immodesk/sdk';
import en from '../../../locales/en.json';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders } from '../../testing/renderWithProviders';
import { DataExportCard } from './DataExportCard';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DataExportCard', () => {
  it('downloads the ZIP and announces completion', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/user/export': new Response(new Uint8Array(2048), {
        status: 200,
        headers: { 'Content-Type': 'application/zip', 'Content-Length': '2048' },
      }),
    });
    await renderWithProviders(<DataExportCard />, { path: '/settings#account' });
    fireEvent.click(screen.getByRole('button', { name: en.dataExport.submit }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('data-export-status').textContent).toBe('Export complete: 2 kB downloaded.'),
    );
    expect(click).toHaveBeenCalledTimes(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('shows "Export failed" with the server message when the export is refused', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    mockFetch({
      'GET /api/user/export': jsonResponse(500, {
        message: 'Internal error (request abc)',
        code: 'internal',
      }),
    });
    await renderWithProviders(<DataExportCard />, { path: '/settings#account' });
    fireEvent.click(screen.getByRole('button', { name: en.dataExport.submit }));
    await vi.waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith('Export failed', {
        description: 'Internal error (request abc)',
      }),
    );
  });
});
