import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, ErrorState } from '@immodesk/ui-kit';
import { NotificationItem } from './NotificationItem';
import type { useBellNotifications } from './useBellNotifications';
import { useNotificationActions } from './useNotificationActions';
import styles from './NotificationPanel.module.css';

export type NotificationPanelProps = {
  id: string;
  bell: ReturnType<typeof useBellNotifications>;
  /** Called when a notification's action leads elsewhere in the app. */
  onNavigate(): void;
};

/** The bell's panel: newest first, mark all read, per item mark read (by opening it) and delete. */
export function NotificationPanel({ id, bell, onNavigate }: NotificationPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const actions = useNotificationActions(bell.synthetic);

  // Keyboard users land in the panel; Escape (handled by the bell) takes them back to the button.
  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  const hasUnread = bell.items.some((item) => !item.read);

  return (
    <section
      id={id}
      ref={panelRef}
      className={styles.panel}
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="notification-panel"
    >
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {t('notifications.title')}
        </h2>
        {hasUnread ? (
          <button
            type="button"
            className={styles.markAll}
            onClick={() => void actions.markAllRead(bell.items)}
          >
            {t('notifications.markAllRead')}
          </button>
        ) : null}
      </div>
      {bell.isLoading ? <Spinner label={t('notifications.loading')} /> : null}
      {bell.isError ? (
        <ErrorState
          title={t('notifications.loadFailed')}
          onRetry={() => void bell.refetch()}
          retryLabel={t('app.retry')}
        />
      ) : null}
      {!bell.isLoading && bell.items.length === 0 && !bell.isError ? (
        <p className={styles.empty}>{t('notifications.empty')}</p>
      ) : null}
      {bell.items.length > 0 ? (
        <ul className={styles.list} aria-labelledby={headingId}>
          {bell.items.map((item) => (
            <NotificationItem key={String(item.id)} item={item} actions={actions} onNavigate={onNavigate} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
