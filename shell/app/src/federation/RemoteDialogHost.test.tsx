import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openRemoteDialog, type RemoteSpaModule } from '@immodesk/sdk';
import nl from '../../locales/nl.json';
import { fakeRemoteSpa, initDutchTestI18n, renderAtPath } from '../testing/fakeRemote';
import { RemoteDialogHost } from './RemoteDialogHost';

const loadSpa = vi.fn<(name: string) => Promise<RemoteSpaModule>>();

vi.mock('./federation', () => ({
  remoteLoader: { loadSpa: (name: string) => loadSpa(name), markFailed: () => undefined },
}));

/** A remote whose dialog says what it was opened with and closes through the shell's onClose. */
function fakeRemote(): RemoteSpaModule {
  return fakeRemoteSpa((domElement, { dialog }) => {
    if (!dialog) throw new Error('mounted without a dialog');
    const button = document.createElement('button');
    button.textContent = `${dialog.name} for ${dialog.params.propertyId}`;
    button.addEventListener('click', dialog.onClose);
    domElement.append(button);
  });
}

beforeAll(initDutchTestI18n);

afterEach(() => {
  cleanup();
  loadSpa.mockReset();
});

async function renderHost() {
  await renderAtPath(<RemoteDialogHost />, '/properties/abc');
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
