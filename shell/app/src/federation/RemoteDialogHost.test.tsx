import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import {
  i18n,
  initI18n,
  openRemoteDialog,
  registerNamespaceLoader,
  type RemoteSpaModule,
  type RemoteSpaProps,
} from '@immodesk/sdk';
import nl from '../../locales/nl.json';
import { RemoteDialogHost } from './RemoteDialogHost';

const loadSpa = vi.fn<(name: string) => Promise<RemoteSpaModule>>();

vi.mock('./federation', () => ({
  remoteLoader: { loadSpa: (name: string) => loadSpa(name), markFailed: () => undefined },
}));

/** A remote whose dialog says what it was opened with and closes through the shell's onClose. */
function fakeRemote(): RemoteSpaModule {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const { domElement, dialog } = props as RemoteSpaProps & { domElement: HTMLElement };
      if (!dialog) throw new Error('mounted without a dialog');
      const button = document.createElement('button');
      button.textContent = `${dialog.name} for ${dialog.params.propertyId}`;
      button.addEventListener('click', dialog.onClose);
      domElement.append(button);
    },
    unmount: async (props) => {
      (props as { domElement: HTMLElement }).domElement.replaceChildren();
    },
  };
}

beforeAll(async () => {
  registerNamespaceLoader('common', async () => nl);
  await initI18n({ language: 'nl' });
});

afterEach(() => {
  cleanup();
  loadSpa.mockReset();
});

async function renderHost() {
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/properties/abc']}>
          <RemoteDialogHost />
        </MemoryRouter>
      </I18nextProvider>,
    );
  });
}

describe('RemoteDialogHost', () => {
  it('mounts the asked remote for its dialog with the params, and unmounts it on close', async () => {
    loadSpa.mockResolvedValue(fakeRemote());
    await renderHost();
    await act(async () => openRemoteDialog('documents', 'upload', { propertyId: 'p-1', tenantId: null }));
    const dialogButton = await screen.findByRole('button', { name: 'upload for p-1', hidden: true });
    expect(loadSpa).toHaveBeenCalledWith('documents');
    await act(async () => fireEvent.click(dialogButton));
    expect(screen.queryByRole('button', { name: 'upload for p-1', hidden: true })).toBeNull();
  });

  it('shows a translated fallback dialog with retry and close when the remote cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadSpa.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValueOnce(fakeRemote());
    await renderHost();
    await act(async () => openRemoteDialog('documents', 'upload', { propertyId: 'p-1' }));
    const fallback = await screen.findByRole('dialog', { name: 'Documenten is tijdelijk niet beschikbaar' });
    expect(fallback.textContent).toContain(nl.remote.dialogFailedMessage);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: nl.remote.retry })));
    expect(await screen.findByRole('button', { name: 'upload for p-1', hidden: true })).toBeDefined();
    expect(screen.queryByRole('dialog', { name: 'Documenten is tijdelijk niet beschikbaar' })).toBeNull();
  });
});
