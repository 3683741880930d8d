import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import {
  i18n,
  initI18n,
  registerNamespaceLoader,
  type RemoteSpaModule,
  type RemoteSpaProps,
} from '@immodesk/sdk';
import nl from '../../locales/nl.json';
import { RemoteArea } from './RemoteArea';

const loadSpa = vi.fn<(name: string) => Promise<RemoteSpaModule>>();
const markFailed = vi.fn();

vi.mock('./federation', () => ({
  remoteLoader: { loadSpa: (name: string) => loadSpa(name), markFailed: (name: string) => markFailed(name) },
}));

/** A remote written with plain DOM calls: mounts a root with data-remote, like a real one. */
function fakeRemote(options: { failOnMount?: boolean } = {}): RemoteSpaModule {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      if (options.failOnMount) throw new Error('mount exploded');
      const { domElement, basePath } = props as RemoteSpaProps & { domElement: HTMLElement };
      domElement.innerHTML = `<div data-remote="properties"><h1>Remote at ${basePath}</h1></div>`;
    },
    unmount: async (props) => {
      (props as { domElement: HTMLElement }).domElement.innerHTML = '';
    },
  };
}

async function renderArea(basePath = '/properties', areaKey?: string) {
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[basePath]}>
          <RemoteArea name="properties" basePath={basePath} areaKey={areaKey} />
        </MemoryRouter>
      </I18nextProvider>,
    );
  });
}

beforeAll(async () => {
  registerNamespaceLoader('common', async () => nl);
  await initI18n({ language: 'nl' });
});

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
