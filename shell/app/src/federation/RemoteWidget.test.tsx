import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RemoteSpaModule } from '@immodesk/sdk';
import nl from '../../locales/nl.json';
import { fakeRemoteSpa, initDutchTestI18n, renderAtPath } from '../testing/fakeRemote';
import { RemoteWidget } from './RemoteWidget';

const loadSpa = vi.fn<(name: string) => Promise<RemoteSpaModule>>();

vi.mock('./federation', () => ({
  remoteLoader: { loadSpa: (name: string) => loadSpa(name), markFailed: () => undefined },
}));

/** A remote written with plain DOM calls that renders the widget it is asked for. */
function fakeRemote(): RemoteSpaModule {
  return fakeRemoteSpa((domElement, { widget }) => {
    domElement.innerHTML = `<p>Widget ${widget?.name ?? 'none'} for ${widget?.params.year ?? '-'}</p>`;
  });
}

async function renderWidget() {
  await renderAtPath(
    <RemoteWidget remote="finance" widget="income-chart" label="Inkomsten" params={{ year: '2026' }} />,
    '/dashboard',
  );
}

beforeAll(initDutchTestI18n);

afterEach(() => {
  cleanup();
  loadSpa.mockReset();
});

describe('RemoteWidget', () => {
  it('mounts the remote for the named widget with its parameters', async () => {
    loadSpa.mockResolvedValue(fakeRemote());
    await renderWidget();
    expect(await screen.findByText('Widget income-chart for 2026')).toBeDefined();
    expect(loadSpa).toHaveBeenCalledWith('finance');
  });

  it('fetches the remote only when its slot comes near the viewport', async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    loadSpa.mockResolvedValue(fakeRemote());
    await renderWidget();
    expect(loadSpa).not.toHaveBeenCalled();
    await act(async () => observers[0]!([{ isIntersecting: true }]));
    expect(await screen.findByText('Widget income-chart for 2026')).toBeDefined();
    vi.unstubAllGlobals();
  });

  it('shows a fallback with a working retry in its slot only when the remote cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadSpa.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValueOnce(fakeRemote());
    await renderWidget();
    const fallback = await screen.findByTestId('remote-widget-fallback-finance');
    expect(fallback.textContent).toContain('Inkomsten is tijdelijk niet beschikbaar');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: nl.remote.retry }));
    });
    expect(await screen.findByText('Widget income-chart for 2026')).toBeDefined();
    expect(screen.queryByTestId('remote-widget-fallback-finance')).toBeNull();
  });
});
