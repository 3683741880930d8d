import clsx from 'clsx';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@immodesk/sdk';
import { VisuallyHidden } from '@immodesk/ui-kit';
import { formatTimeAgo } from '../settings/account/timeAgo';
import type { BellItem } from './bellItem';
import type { useNotificationActions } from './useNotificationActions';
import styles from './NotificationPanel.module.css';

export type NotificationItemProps = {
  item: BellItem;
  actions: ReturnType<typeof useNotificationActions>;
  onNavigate(): void;
};

const TYPE_CLASS = {
  success: styles.success,
  warning: styles.warning,
  error: styles.error,
  info: styles.info,
} as const;

/** One notification: opening it marks it read and follows its action; the second button deletes it. */
export function NotificationItem({ item, actions, onNavigate }: NotificationItemProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isDeleting, setIsDeleting] = useState(false);

  const handleOpen = async () => {
    await actions.markRead(item);
    if (!item.actionUrl) return;
    onNavigate();
    navigate(item.actionUrl);
  };

  const handleDelete = async () => {
    setIsDeleting(true);
    const isGone = await actions.remove(item);
    if (!isGone) setIsDeleting(false);
  };

  return (
    <li
      className={clsx(styles.item, TYPE_CLASS[item.type], !item.read && styles.unread)}
      data-testid="notification-item"
      data-read={item.read}
    >
      <button type="button" className={styles.open} onClick={() => void handleOpen()}>
        {/* The spaces between the parts keep the button's accessible name readable ("Warning: Rent overdue …"). */}
        <VisuallyHidden>{`${t(`notifications.types.${item.type}`)}:`}</VisuallyHidden>{' '}
        <span className={styles.title}>{item.title}</span>{' '}
        <span className={styles.message}>{item.message}</span>{' '}
        <span className={styles.meta}>
          <time dateTime={item.createdAt}>
            {formatTimeAgo(item.createdAt, new Date(), currentLanguage())}
          </time>{' '}
          {item.actionLabel ? <span className={styles.action}>{item.actionLabel}</span> : null}
        </span>
        {item.read ? null : <VisuallyHidden>{` (${t('notifications.unread')})`}</VisuallyHidden>}
      </button>
      <button
        type="button"
        className={styles.delete}
        onClick={() => void handleDelete()}
        disabled={isDeleting}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4Z"
            fill="currentColor"
          />
        </svg>
        <VisuallyHidden>{t('notifications.deleteNamed', { title: item.title })}</VisuallyHidden>
      </button>
    </li>
  );
}
