import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@immodesk/sdk';
import { Spinner, VisuallyHidden } from '@immodesk/ui-kit';
import { badgeLabel } from './bellItem';
import { useBellNotifications } from './useBellNotifications';
import styles from './NotificationBell.module.css';
import panelStyles from './NotificationPanel.module.css';

// The panel's code loads when the bell is first pointed at, focused or opened, not with every app page.
const loadPanel = () => import(/* webpackChunkName: "notification-panel" */ './NotificationPanel');
const NotificationPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotificationPanel })));

function BellIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6l-1.7 2.9A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Zm0 18a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 21Z"
        fill="currentColor"
      />
    </svg>
  );
}

/** The header's bell (signed in): unread badge and a panel with the notifications, newest first. */
export function NotificationBell() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <SignedInBell userId={user.id} />;
}

function SignedInBell({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const bell = useBellNotifications(userId);
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = (restoreFocus: boolean) => {
    setIsOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [isOpen]);

  const handleToggle = () => {
    if (!isOpen) void bell.refreshServer();
    setIsOpen((value) => !value);
  };

  return (
    <div className={styles.bell} ref={containerRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={handleToggle}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        data-testid="notification-bell"
      >
        <BellIcon />
        <VisuallyHidden>
          {t('notifications.bell')}
          {bell.unreadCount > 0 ? `, ${t('notifications.unreadCount', { count: bell.unreadCount })}` : ''}
        </VisuallyHidden>
        {bell.unreadCount > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
            {badgeLabel(bell.unreadCount)}
          </span>
        ) : null}
      </button>
      {isOpen ? (
        <Suspense
          fallback={
            <section id={panelId} className={panelStyles.panel} aria-busy="true">
              <Spinner label={t('notifications.loading')} />
            </section>
          }
        >
          <NotificationPanel id={panelId} bell={bell} onNavigate={() => close(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
