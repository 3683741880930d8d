import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import type { Parcel } from 'single-spa';
import {
  eventBus,
  i18n,
  type RemoteDialogMount,
  type RemoteSpaProps,
  type RemoteWidgetMount,
} from '@immodesk/sdk';
import { remoteLoader } from './federation';

export type RemoteParcelStatus = 'loading' | 'mounted' | 'failed';

export type RemoteParcelOptions = {
  name: string;
  basePath: string;
  /** The parcel's single-spa name: unique among the parcels mounted at once (a page and a dialog of one remote). */
  parcelName: string;
  /** Mount the remote for one of its dialogs instead of its pages. */
  dialog?: RemoteDialogMount;
  /** Mount the remote for one of its widgets instead of its pages. */
  widget?: RemoteWidgetMount;
};

async function unmountQuietly(parcel: Parcel | null): Promise<void> {
  if (!parcel) return;
  try {
    await parcel.mountPromise;
    if (parcel.getStatus() === 'MOUNTED') await parcel.unmount();
  } catch {
    // a parcel that never mounted has nothing to clean up
  }
}

/**
 * Loads remote `name` (its `./spa` module) and mounts it as a single-spa parcel in `hostRef`, bound to the shell's
 * router. Any failure — manifest missing, slower than the load timeout, or throwing at load, mount or render —
 * ends in `failed`; `retry` fetches the remote afresh.
 */
export function useRemoteParcel({ name, basePath, parcelName, dialog, widget }: RemoteParcelOptions) {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  const failRef = useRef<(error: unknown) => void>(() => undefined);
  const [status, setStatus] = useState<RemoteParcelStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ location, navigator, dialog, widget });
  latest.current = { location, navigator, dialog, widget };

  const buildProps = useCallback(
    (onRenderError: (error: unknown) => void): RemoteSpaProps => ({
      remoteName: name,
      basePath,
      location: latest.current.location,
      navigator: latest.current.navigator,
      onRenderError,
      ...(latest.current.dialog ? { dialog: latest.current.dialog } : {}),
      ...(latest.current.widget ? { widget: latest.current.widget } : {}),
    }),
    [name, basePath],
  );

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // A fresh container per attempt: the previous React root may still be unmounting asynchronously.
    const container = document.createElement('div');
    host.appendChild(container);
    let isActive = true;
    let parcel: Parcel | null = null;
    setStatus('loading');

    const fail = (error: unknown) => {
      if (!isActive) return;
      isActive = false;
      console.error(`[immodesk] remote "${name}" failed`, error);
      eventBus.emit('remote:load-failed', { remote: name, error });
      remoteLoader.markFailed(name);
      parcelRef.current = null;
      setStatus('failed');
      void unmountQuietly(parcel).finally(() => container.remove());
    };
    failRef.current = fail;

    (async () => {
      // single-spa comes with the first remote, fetched beside its module: the dashboard does not load it (6 KB gz).
      const [spa, { mountRootParcel }] = await Promise.all([
        remoteLoader.loadSpa(name),
        import('single-spa'),
      ]);
      // Its module registered the remote's namespace (named after it): loaded before the mount, the remote's
      // first render does not suspend, which would hold its content back ~300 ms (React's fallback throttle).
      await i18n.loadNamespaces(name);
      if (!isActive) return;
      parcel = mountRootParcel(
        { ...spa, name: parcelName },
        { domElement: container, ...buildProps((error) => failRef.current(error)) },
      );
      await parcel.mountPromise;
      if (!isActive) return;
      parcelRef.current = parcel;
      setStatus('mounted');
    })().catch(fail);

    return () => {
      if (!isActive) return;
      isActive = false;
      parcelRef.current = null;
      void unmountQuietly(parcel).finally(() => container.remove());
    };
  }, [name, parcelName, attempt, buildProps]);

  useEffect(() => {
    const parcel = parcelRef.current;
    if (status !== 'mounted' || !parcel?.update) return;
    parcel
      .update(buildProps((error) => failRef.current(error)))
      .catch((error: unknown) => failRef.current(error));
  }, [location, navigator, status, buildProps]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { hostRef, status, retry };
}
