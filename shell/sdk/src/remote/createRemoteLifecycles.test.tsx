import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { mountRootParcel } from 'single-spa';
import type { RemoteSpaProps } from '../remotes/remoteContract';
import { runtimeReports } from '../runtime/reportRuntimeSingletons';
import { setUpTranslations } from '../testing/setUpTranslations';
import { createRemoteLifecycles } from './createRemoteLifecycles';

const demoCopy = {
  notFound: { description: 'This part of Demo does not exist.', back: 'Back to Demo' },
};

beforeAll(() => setUpTranslations('shell-test', {}));

const lifecycles = createRemoteLifecycles({
  name: 'demo',
  version: '4.5.6',
  loadTranslations: async () => ({ default: demoCopy }),
  routes: <Route index element={<h1>Demo home</h1>} />,
  dialogs: {
    greet: ({ params, onClose }) => (
      <div role="dialog" aria-label="Greeting">
        Hello {params.name}
        <button onClick={onClose}>Close</button>
      </div>
    ),
  },
});

async function mountAt(path: string, dialog?: RemoteSpaProps['dialog']) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const history = createMemoryHistory({ initialEntries: [path] });
  // Mounted the way the shell mounts a remote: a single-spa parcel with the shell's location and navigator.
  const props: RemoteSpaProps = {
    remoteName: 'demo',
    basePath: '/demo',
    location: history.location,
    navigator: history,
    onRenderError,
    ...(dialog ? { dialog } : {}),
  };
  const parcel = mountRootParcel<RemoteSpaProps>(
    { ...lifecycles, name: `demo-${path}` },
    { domElement, ...props },
  );
  await parcel.mountPromise;
  return async () => {
    await parcel.unmount();
    domElement.remove();
  };
}

const onRenderError = vi.fn();
let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  onRenderError.mockReset();
});

describe('createRemoteLifecycles', () => {
  it("mounts the remote's routes under its base path, marked with its name and version, on its own namespace", async () => {
    unmount = await mountAt('/demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo home' })).toBeDefined();
    expect(document.querySelector('[data-remote="demo"]')?.getAttribute('data-remote-version')).toBe('4.5.6');
    expect(document.querySelector('[data-remote="demo"]')?.textContent).toBe('Demo home');
    await waitFor(() => expect(runtimeReports().some((report) => report.name === 'demo')).toBe(true));
  });

  it("shows the remote's not-found page, with the shared title and its own way back, for any other address below it", async () => {
    unmount = await mountAt('/demo/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page does not exist' })).toBeDefined();
    expect(screen.getByText('This part of Demo does not exist.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Demo' }).getAttribute('href')).toBe('/demo');
  });

  it('renders the asked dialog instead of its routes when the shell mounts it for openRemoteDialog', async () => {
    const onClose = vi.fn();
    unmount = await mountAt('/dashboard', { name: 'greet', params: { name: 'Lotte' }, onClose });
    const dialog = await screen.findByRole('dialog', { name: 'Greeting' });
    expect(dialog.textContent).toContain('Hello Lotte');
    expect(screen.queryByText('This page does not exist')).toBeNull();
    screen.getByRole('button', { name: 'Close' }).click();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('hands a dialog it does not offer to the shell as a render error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    unmount = await mountAt('/dashboard', { name: 'missing', params: {}, onClose: vi.fn() });
    await waitFor(() => expect(onRenderError).toHaveBeenCalled());
    consoleError.mockRestore();
  });
});
