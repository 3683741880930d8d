import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZRemoteName } from '@immodesk/contracts/shell/getShellConfig.contract';
import { eventBus, isRemoteEnabled, type RemoteDialogRequest } from '@immodesk/sdk';
import { Button, Dialog, Spinner } from '@immodesk/ui-kit';
import { useRemoteParcel } from './useRemoteParcel';
import styles from './RemoteDialogHost.module.css';

type OpenRequest = RemoteDialogRequest & { key: number };

let openings = 0;

function RemoteDialogOverlay({ request, onClose }: { request: OpenRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useMemo(() => ({ name: request.dialog, params: request.params, onClose }), [request, onClose]);
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
      <Dialog isOpen={status === 'failed'} title={t('remote.failedTitle', { area })} onClose={onClose} description={t('remote.dialogFailedMessage')}>
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

/**
 * Answers `openRemoteDialog(remote, dialog, params)` from any app: mounts that remote's one exposed module for the
 * dialog (through the shell's loader, with its timeout and retry), and a fallback dialog when it cannot load.
 * One dialog at a time; a new request replaces the open one.
 */
export function RemoteDialogHost() {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  // Subscribed before the page paints, so a button clicked as soon as it shows is never missed.
  useLayoutEffect(
    () =>
      eventBus.on('remote-dialog:open', (next) => {
        if (!ZRemoteName.safeParse(next.remote).success || !isRemoteEnabled(next.remote)) {
          console.error(`[immodesk] no remote "${next.remote}" in this deployment to open dialog "${next.dialog}"`);
          return;
        }
        openings += 1;
        setRequest({ ...next, key: openings });
      }),
    [],
  );
  const close = useCallback(() => setRequest(null), []);
  if (!request) return null;
  return <RemoteDialogOverlay key={request.key} request={request} onClose={close} />;
}
