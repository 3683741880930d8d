import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRemoteName } from '@immodesk/contracts/shell/getShellConfig.contract';
import { useIsNearViewport, type RemoteDialogParams } from '@immodesk/sdk';
import { ErrorState, Spinner } from '@immodesk/ui-kit';
import { useRemoteParcel } from './useRemoteParcel';
import styles from './RemoteWidget.module.css';

export type RemoteWidgetProps = {
  remote: TRemoteName;
  /** The widget's key among the remote's `widgets` (createRemoteLifecycles). */
  widget: string;
  /** What the widget shows, in loading and failure messages. */
  label: string;
  params?: RemoteDialogParams;
};

const NO_PARAMS: RemoteDialogParams = {};

/**
 * A slot of a shell page that a remote fills at run time: the remote's one exposed module mounted for widget
 * `widget` (through the shell's loader, with its timeout). A remote that cannot load, or whose widget throws,
 * shows a fallback with retry in this slot only. The remote (and what its widget loads, a chart or map library)
 * is fetched when the slot comes near the viewport.
 */
export function RemoteWidget(props: RemoteWidgetProps) {
  const slotRef = useRef<HTMLDivElement>(null);
  const isNear = useIsNearViewport(slotRef);
  if (isNear) return <MountedRemoteWidget {...props} />;
  // Nothing loads yet, so nothing is announced: the slot only keeps its room.
  return <div ref={slotRef} className={styles.slot} data-remote-widget={`${props.remote}:${props.widget}`} />;
}

function MountedRemoteWidget({ remote, widget, label, params = NO_PARAMS }: RemoteWidgetProps) {
  const { t } = useTranslation();
  const mount = useMemo(() => ({ name: widget, params }), [widget, params]);
  const { hostRef, status, retry } = useRemoteParcel({
    name: remote,
    basePath: `/${remote}`,
    parcelName: `remote-widget:${remote}:${widget}`,
    widget: mount,
  });
  return (
    <div className={styles.slot} data-remote-widget={`${remote}:${widget}`}>
      {status === 'loading' ? <Spinner label={t('remote.loading', { area: label })} /> : null}
      {status === 'failed' ? (
        <ErrorState
          data-testid={`remote-widget-fallback-${remote}`}
          headingLevel={3}
          title={t('remote.failedTitle', { area: label })}
          message={t('remote.failedMessage')}
          retryLabel={t('remote.retry')}
          onRetry={retry}
        />
      ) : null}
      <div ref={hostRef} hidden={status !== 'mounted'} />
    </div>
  );
}
