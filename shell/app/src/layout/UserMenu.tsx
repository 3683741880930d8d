import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBranding, useCurrentUser } from '@immodesk/sdk';
import { VisuallyHidden } from '@immodesk/ui-kit';
import styles from './UserMenu.module.css';

function initialsOf(firstName: string, lastName: string | null): string {
  return `${firstName.charAt(0)}${lastName?.charAt(0) ?? ''}`.toUpperCase();
}

/** A disclosure (button + list of links): settings, help by mail and logout, which is a navigation to /api/logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { supportEmail } = useBranding();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

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

  if (!user) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');

  return (
    <div className={styles.menu} ref={containerRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((value) => !value)}
      >
        {/* A hidden name instead of aria-label: axe (label in name) rejects a label that hides the visible initials. */}
        <span aria-hidden="true">{initialsOf(user.firstName, user.lastName)}</span>
        <VisuallyHidden>{t('header.userMenu')}</VisuallyHidden>
      </button>
      {isOpen ? (
        <div id={panelId} className={styles.panel}>
          <div className={styles.identity}>
            <p className={styles.name}>{fullName}</p>
            <p className={styles.email}>{t('header.signedInAs', { email: user.email })}</p>
          </div>
          <ul className={styles.list}>
            <li>
              <Link className={styles.item} to="/settings" onClick={() => setIsOpen(false)}>
                {t('nav.settings')}
              </Link>
            </li>
            <li>
              <a className={styles.item} href={`mailto:${supportEmail}`}>
                {t('header.help')}
              </a>
            </li>
            <li>
              <a className={styles.item} href="/api/logout">
                {t('header.logout')}
              </a>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
