import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RemoteSpaModule } from '@immodesk/sdk';
import nl from '../../locales/nl.json';
import { fakeRemoteSpa, initDutchTestI18n, renderAtPath } from '../testing/fakeRemote';
import { RemoteArea } from './RemoteArea';

const loadSpa = vi.fn<(name: string) => Promise<RemoteSpaModule>>();
const markFailed = vi.fn();

vi.mock('./federation', () => ({
  remoteLoader: { loadSpa: (name: string) => loadSpa(name), markFailed: (name: string) => markFailed(name) },
}));

/** A remote written with plain DOM calls: mounts a root with data-remote, like a real one. */
function fakeRemote(options: { failOnMount?: boolean } = {}): RemoteSpaModule {
  return fakeRemoteSpa((domElement, { basePath }) => {
    if (options.failOnMount) throw new Error('mount exploded');
    domElement.innerHTML = `<div data-remote="properties"><h1>Remote at ${basePath}</h1></div>`;
  });
}

async function renderArea(basePath = '/properties', areaKey?: string) {
  await renderAtPath(<RemoteArea name="properties" basePath={basePath} areaKey={areaKey} />, basePath);
}

beforeAll(initDutchTestI18n);

afterEach(() => {
  cleanup();
  loadSpa.mockReset();
  markFailed.mockReset();
});

describe('RemoteArea', () => {
  it('mounts the remote as a parcel with its base path', async () => {
    loadSpa.mockResolvedValue(fakeRemote());
    await renderArea();
    expect(await screen.findByRole('heading', { name: 'Remote at /properties' })).toBeDefined();
    expect(screen.queryByTestId('remote-fallback-properties')).toBeNull();
  });

  it('shows a translated fallback with a working retry when the remote cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadSpa.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValueOnce(fakeRemote());
    await renderArea();
    const fallback = await screen.findByTestId('remote-fallback-properties');
    expect(fallback.getAttribute('role')).toBe('alert');
    expect(fallback.textContent).toContain('Panden is tijdelijk niet beschikbaar');
    expect(markFailed).toHaveBeenCalledWith('properties');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: nl.remote.retry }));
    });
    expect(await screen.findByRole('heading', { name: 'Remote at /properties' })).toBeDefined();
    expect(loadSpa).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('remote-fallback-properties')).toBeNull();
  });

  it('names the page it serves, not the remote, when one remote serves several pages', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadSpa.mockRejectedValue(new Error('manifest 404'));
    await renderArea('/tasks', 'tasks');
    const fallback = await screen.findByTestId('remote-fallback-properties');
    expect(fallback.textContent).toContain('Taken is tijdelijk niet beschikbaar');
    expect(fallback.textContent).not.toContain('Panden');
  });

  it('keeps a remote that throws while mounting inside its own area', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadSpa.mockResolvedValue(fakeRemote({ failOnMount: true }));
    await renderArea();
    expect(await screen.findByTestId('remote-fallback-properties')).toBeDefined();
  });
});
