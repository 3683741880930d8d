import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteDialogRequest } from '@immodesk/sdk';
import { Button, Dialog, Spinner } from '@immodesk/ui-kit';
import { useRemoteParcel } from './useRemoteParcel';
import styles from './RemoteDialogOverlay.module.css';

export type OpenRequest = RemoteDialogRequest & { key: number };

/** One opening of a remote's dialog: the remote mounted for it, a loading status, or the fallback dialog. */
export function RemoteDialogOverlay({ request, onClose }: { request: OpenRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useMemo(
    () => ({ name: request.dialog, params: request.params, onClose }),
    [request, onClose],
  );
  const { hostRef, status, retry } = useRemoteParcel({
    name: request.remote,
    basePath: `/${request.remote}`,
    // Its own name per opening: the same remote may be mounted for the page underneath, and the previous opening of
    // this dialog may still be unmounting (single-spa-react keeps its roots by parcel name).
    parcelName: `remote-dialog:${request.remote}:${request.dialog}:${request.key}`,
    dialog,
  });
  const area = t(`areas.${request.remote}`);
  return (
    <>
      {status === 'loading' ? (
        <div className={styles.loading}>
          <Spinner label={t('remote.loading', { area })} />
        </div>
      ) : null}
      <Dialog
        isOpen={status === 'failed'}
        title={t('remote.failedTitle', { area })}
        onClose={onClose}
        description={t('remote.dialogFailedMessage')}
      >
        <div className={styles.actions} data-testid={`remote-dialog-fallback-${request.remote}`}>
          <Button variant="secondary" onClick={onClose}>
            {t('remote.close')}
          </Button>
          <Button onClick={retry}>{t('remote.retry')}</Button>
        </div>
      </Dialog>
      {/* The remote's dialog portals itself onto the page; this only holds its React root. */}
      <div ref={hostRef} hidden />
    </>
  );
}
