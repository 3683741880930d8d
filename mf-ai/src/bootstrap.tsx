import { mountRootParcel } from 'single-spa';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import '@immodesk/ui-kit/theme.css';
import { initI18n, type RemoteSpaProps } from '@immodesk/sdk';
import { REMOTE_NAME } from './buildInfo';
import * as spa from './spa';

const BASE_PATH = '/ai-assistant';

/**
 * Standalone page for `npm run dev -w mf-ai`: mounts the remote alone, the way the shell does
 * (a parcel with location and navigator), with /api proxied to the BFF. Sign in on the BFF's origin first.
 */
async function startStandalone(): Promise<void> {
  await initI18n({ defaultNamespace: REMOTE_NAME });
  const history = createBrowserHistory();
  if (!history.location.pathname.startsWith(BASE_PATH)) history.replace(BASE_PATH);
  const domElement = document.getElementById('root');
  if (!domElement) throw new Error('#root is missing from index.html');
  const props = (): RemoteSpaProps => ({
    remoteName: REMOTE_NAME,
    basePath: BASE_PATH,
    location: history.location,
    navigator: history,
    onRenderError: (error) => console.error(`[${REMOTE_NAME}] render error`, error),
  });
  const parcel = mountRootParcel({ ...spa, name: `${REMOTE_NAME}-standalone` }, { domElement, ...props() });
  history.listen(() => void parcel.update?.(props()));
}

void startStandalone();
