import { useTranslation } from 'react-i18next';
import type { TRemoteName } from '@immodesk/contracts/shell/getShellConfig.contract';
import { Spinner } from '@immodesk/ui-kit';
import { RemoteFallback } from './RemoteFallback';
import { useRemoteParcel } from './useRemoteParcel';
import styles from './RemoteArea.module.css';

export type RemoteAreaProps = {
  name: TRemoteName;
  basePath: string;
  /** The area's name in loading and failure messages (`areas.<key>`): the page, e.g. tasks on the properties remote. */
  areaKey?: string;
};

/**
 * Mounts remote `name` (its `./spa` module) as a single-spa parcel in this area, bound to the shell's router.
 * Any failure stays inside this area as a fallback with a retry that fetches the remote afresh.
 */
export function RemoteArea({ name, basePath, areaKey = name }: RemoteAreaProps) {
  const { t } = useTranslation();
  const { hostRef, status, retry } = useRemoteParcel({ name, basePath, parcelName: `remote:${name}` });
  const area = t(`areas.${areaKey}`);

  return (
    <div className={styles.area} data-remote-area={name}>
      {status === 'loading' ? <Spinner size="large" label={t('remote.loading', { area })} /> : null}
      {status === 'failed' ? <RemoteFallback name={name} area={area} onRetry={retry} /> : null}
      <div ref={hostRef} className={styles.host} hidden={status !== 'mounted'} />
    </div>
  );
}
