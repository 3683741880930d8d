import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import type { Parcel } from 'single-spa';
import { useTranslation } from 'react-i18next';
import type { TRemoteName } from '@immodesk/contracts/shell/getShellConfig.contract';
import { eventBus, i18n, type RemoteSpaProps } from '@immodesk/sdk';
import { Spinner } from '@immodesk/ui-kit';
import { RemoteFallback } from './RemoteFallback';
import { remoteLoader } from './federation';
import styles from './RemoteArea.module.css';

export type RemoteAreaProps = {
  name: TRemoteName;
  basePath: string;
  /** The area's name in loading and failure messages (`areas.<key>`): the page, e.g. tasks on the properties remote. */
  areaKey?: string;
};

type Status = 'loading' | 'mounted' | 'failed';

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
 * Mounts remote `name` (its `./spa` module) as a single-spa parcel in this area, bound to the shell's router.
 * Any failure — manifest missing, slower than the load timeout, or throwing at load, mount or render — stays
 * inside this area as a fallback with a retry that fetches the remote afresh.
 */
export function RemoteArea({ name, basePath, areaKey = name }: RemoteAreaProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  const failRef = useRef<(error: unknown) => void>(() => undefined);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ location, navigator });
  latest.current = { location, navigator };
  const area = t(`areas.${areaKey}`);

  const buildProps = useCallback(
    (onRenderError: (error: unknown) => void): RemoteSpaProps => ({
      remoteName: name,
      basePath,
      location: latest.current.location,
      navigator: latest.current.navigator,
      onRenderError,
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
      const [spa, { mountRootParcel }] = await Promise.all([remoteLoader.loadSpa(name), import('single-spa')]);
      // Its module registered the remote's namespace (named after it): loaded before the mount, the remote's
      // first render does not suspend, which would hold its content back ~300 ms (React's fallback throttle).
      await i18n.loadNamespaces(name);
      if (!isActive) return;
      parcel = mountRootParcel({ ...spa, name: `remote:${name}` }, { domElement: container, ...buildProps((error) => failRef.current(error)) });
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
  }, [name, attempt, buildProps]);

  useEffect(() => {
    const parcel = parcelRef.current;
    if (status !== 'mounted' || !parcel?.update) return;
    parcel.update(buildProps((error) => failRef.current(error))).catch((error: unknown) => failRef.current(error));
  }, [location, navigator, status, buildProps]);

  const handleRetry = () => setAttempt((value) => value + 1);

  return (
    <div className={styles.area} data-remote-area={name}>
      {status === 'loading' ? <Spinner size="large" label={t('remote.loading', { area })} /> : null}
      {status === 'failed' ? <RemoteFallback name={name} area={area} onRetry={handleRetry} /> : null}
      <div ref={hostRef} className={styles.host} hidden={status !== 'mounted'} />
    </div>
  );
}
