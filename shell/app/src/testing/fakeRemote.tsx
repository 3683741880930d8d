import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
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

/** The shell's one i18n instance with the Dutch catalogue: the federation tests read the Dutch fallbacks. */
export async function initDutchTestI18n(): Promise<void> {
  registerNamespaceLoader('common', async () => nl);
  await initI18n({ language: 'nl' });
}

/** A remote written with plain DOM calls: `draw` fills the element the shell mounts it in; unmount empties it. */
export function fakeRemoteSpa(
  draw: (domElement: HTMLElement, props: RemoteSpaProps) => void,
): RemoteSpaModule {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const { domElement } = props as RemoteSpaProps & { domElement: HTMLElement };
      draw(domElement, props as RemoteSpaProps);
    },
    unmount: async (props) => {
      (props as { domElement: HTMLElement }).domElement.replaceChildren();
    },
  };
}

/** Renders `ui` with the shell's i18n in a router at `path`, and lets its effects run. */
export async function renderAtPath(ui: ReactElement, path: string): Promise<void> {
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>,
    );
  });
}
