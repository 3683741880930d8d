import type { Location, Navigator } from 'react-router-dom';
import type { RemoteDialogParams } from './remoteDialog';

/**
 * What the shell passes to a remote's `./spa` parcel (mount and every update). The remote renders
 * `<Router location={location} navigator={navigator}>` bound to the shell's router — never its own BrowserRouter.
 */
export type RemoteSpaProps = {
  /** The remote's name in the registry, e.g. `properties`. */
  remoteName: string;
  /** The route prefix the shell mounted it under, e.g. `/properties` (contacts: `/contacts` or `/tenants`). */
  basePath: string;
  /** The shell router's current location; updated through `parcel.update` on every navigation. */
  location: Location;
  /** The shell router's navigator. */
  navigator: Navigator;
  /** The remote reports an error its own boundary caught; the shell then shows its fallback with retry. */
  onRenderError: (error: unknown) => void;
  /** Set when the shell mounts the remote for one of its dialogs (`openRemoteDialog`) rather than for a page. */
  dialog?: RemoteDialogMount;
  /** Set when the shell mounts the remote for one of its widgets (a dashboard slot) rather than for a page. */
  widget?: RemoteWidgetMount;
};

/** The dialog to render instead of the remote's routes, with its parameters and the shell's way to close it. */
export type RemoteDialogMount = { name: string; params: RemoteDialogParams; onClose: () => void };

/** The widget to render instead of the remote's routes, with its parameters. */
export type RemoteWidgetMount = { name: string; params: RemoteDialogParams };

/** Exactly what `loadRemote('<name>/spa')` must resolve to. */
export type RemoteSpaModule = {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
  update?: (props: object) => Promise<unknown>;
};

export const REMOTE_LOAD_TIMEOUT_MS = 8_000;

/** Tests may shorten the timeout with `window.__IMMODESK_REMOTE_TIMEOUT_MS__` before the page loads. */
export function remoteLoadTimeoutMs(): number {
  const override = (window as unknown as { __IMMODESK_REMOTE_TIMEOUT_MS__?: unknown })
    .__IMMODESK_REMOTE_TIMEOUT_MS__;
  return typeof override === 'number' && override > 0 ? override : REMOTE_LOAD_TIMEOUT_MS;
}

export function isRemoteSpaModule(value: unknown): value is RemoteSpaModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return ['bootstrap', 'mount', 'unmount'].every((key) => typeof candidate[key] === 'function');
}
