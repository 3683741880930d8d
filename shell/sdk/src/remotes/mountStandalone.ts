import { mountRootParcel, type LifeCycles } from 'single-spa';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { initI18n } from '../i18n/i18n';
import type { RemoteSpaProps } from './remoteContract';

export type MountStandaloneOptions = {
  /** The remote's name: its i18n namespace and the `remoteName` it receives. */
  remoteName: string;
  /** The route the remote lives under in the shell, e.g. `/contacts`; the page starts there. */
  basePath: string;
  /** The remote's `./spa` module: the same lifecycles the shell mounts. */
  spa: LifeCycles<RemoteSpaProps>;
  /** Where to mount; `#root` of the remote's index.html by default. */
  domElement?: HTMLElement | null;
};

/**
 * The standalone page of `npm run dev -w mf-<name>`: mounts the remote alone, the way the shell does (a parcel
 * with location and navigator, updated on every navigation), with /api proxied to the BFF. Sign in on the BFF's
 * origin first.
 */
export async function mountStandalone({
  remoteName,
  basePath,
  spa,
  domElement = document.getElementById('root'),
}: MountStandaloneOptions): Promise<void> {
  await initI18n({ defaultNamespace: remoteName });
  // v5Compat: listeners also hear push/replace, so the remote re-renders on its own navigation, not only back/forward.
  const history = createBrowserHistory({ v5Compat: true });
  if (!history.location.pathname.startsWith(basePath)) history.replace(basePath);
  if (!domElement) throw new Error('#root is missing from index.html');
  const props = (): RemoteSpaProps => ({
    remoteName,
    basePath,
    location: history.location,
    navigator: history,
    onRenderError: (error) => console.error(`[${remoteName}] render error`, error),
  });
  const parcel = mountRootParcel<RemoteSpaProps>(
    { ...spa, name: `${remoteName}-standalone` },
    { domElement, ...props() },
  );
  history.listen(() => void parcel.update?.(props()));
}
