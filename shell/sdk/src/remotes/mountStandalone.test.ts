import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { mountStandalone } from './mountStandalone';
import type { RemoteSpaProps } from './remoteContract';

function fakeSpa() {
  return {
    bootstrap: vi.fn(async () => undefined),
    mount: vi.fn(async (_props: object) => undefined),
    unmount: vi.fn(async () => undefined),
    update: vi.fn(async (_props: object) => undefined),
  };
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('mountStandalone', () => {
  it("mounts the remote's lifecycles in #root at its base path, with its namespace as i18next's default", async () => {
    document.body.innerHTML = '<main id="root"></main>';
    const spa = fakeSpa();
    await mountStandalone({ remoteName: 'contacts', basePath: '/contacts', spa });

    await vi.waitFor(() => expect(spa.mount).toHaveBeenCalledOnce());
    const props = spa.mount.mock.calls[0]![0] as RemoteSpaProps & { domElement: HTMLElement; name: string };
    expect(props).toMatchObject({
      remoteName: 'contacts',
      basePath: '/contacts',
      name: 'contacts-standalone',
    });
    expect(props.domElement).toBe(document.getElementById('root'));
    expect(props.location.pathname).toBe('/contacts');
    expect(window.location.pathname).toBe('/contacts');
    expect(i18n.options.defaultNS).toBe('contacts');
  });

  it('hands back and forward navigation to the remote as a parcel update', async () => {
    document.body.innerHTML = '<main id="root"></main>';
    const spa = fakeSpa();
    await mountStandalone({ remoteName: 'contacts', basePath: '/contacts', spa });
    await vi.waitFor(() => expect(spa.mount).toHaveBeenCalledOnce());

    window.history.pushState(null, '', '/contacts?tab=contractors');
    window.dispatchEvent(new PopStateEvent('popstate'));

    await vi.waitFor(() => expect(spa.update).toHaveBeenCalled());
    const updated = spa.update.mock.calls.at(-1)![0] as RemoteSpaProps;
    expect(`${updated.location.pathname}${updated.location.search}`).toBe('/contacts?tab=contractors');
  });

  it('says so when the page has no #root', async () => {
    await expect(
      mountStandalone({ remoteName: 'ai', basePath: '/ai-assistant', spa: fakeSpa() }),
    ).rejects.toThrow('#root is missing');
  });
});
