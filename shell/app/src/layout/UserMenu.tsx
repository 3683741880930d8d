import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBranding, useCurrentUser, usePlan } from '@immodesk/sdk';
import { VisuallyHidden } from '@immodesk/ui-kit';
import { Avatar } from './Avatar';
import { PlanSummary } from './PlanSummary';
import { IS_PLAN_CHANGE_AVAILABLE, UPGRADE_PATH } from './upgradePath';
import styles from './UserMenu.module.css';

const ITEM_SELECTOR = '[role="menuitem"]';

/**
 * SPEC §2 avatar menu, as an ARIA menu button: Enter, Space or ArrowDown open it on the first item, ArrowUp on
 * the last; arrows, Home and End move, Escape closes and returns to the button, Tab closes and moves on.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { data: plan } = usePlan();
  const { supportEmail } = useBranding();
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null);
  const isOpen = openAt !== null;
  const menuId = useId();
  const triggerId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
  const close = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) triggerRef.current?.focus();
  };

  const isUpgradeShown = IS_PLAN_CHANGE_AVAILABLE && plan !== undefined && plan.planType !== 'enterprise';
  const openedFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!openAt) return;
    const list = items();
    openedFocusRef.current = (openAt === 'first' ? list[0] : list[list.length - 1]) ?? null;
    openedFocusRef.current?.focus();
    const handlePointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [openAt]);

  // The upgrade item arrives with the plan, possibly after the menu opened: the opening focus moves to the
  // new first item unless the user has moved on already.
  useEffect(() => {
    if (!openAt || document.activeElement !== openedFocusRef.current) return;
    const list = items();
    openedFocusRef.current = (openAt === 'first' ? list[0] : list[list.length - 1]) ?? null;
    openedFocusRef.current?.focus();
  }, [isUpgradeShown, openAt]);

  if (!user) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') setOpenAt('first');
    else if (event.key === 'ArrowUp') setOpenAt('last');
    else return;
    event.preventDefault();
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(list.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  const itemProps = { role: 'menuitem', tabIndex: -1, className: styles.item } as const;

  return (
    <div className={styles.menu} ref={containerRef}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpenAt(isOpen ? null : 'first')}
        onKeyDown={handleTriggerKeyDown}
      >
        <Avatar firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} />
        {/* A hidden name instead of aria-label: axe (label in name) rejects a label that hides the visible initials. */}
        <VisuallyHidden>{t('header.userMenu')}</VisuallyHidden>
      </button>
      {isOpen ? (
        <div className={styles.panel}>
          <div className={styles.identity}>
            <p className={styles.name}>{fullName}</p>
            <p className={styles.email}>{t('header.signedInAs', { email: user.email })}</p>
          </div>
          <PlanSummary />
          <ul
            id={menuId}
            ref={menuRef}
            role="menu"
            aria-labelledby={triggerId}
            className={styles.list}
            onKeyDown={handleMenuKeyDown}
          >
            {isUpgradeShown ? (
              <li role="none">
                <Link
                  {...itemProps}
                  className={clsx(styles.item, styles.upgrade)}
                  to={UPGRADE_PATH}
                  onClick={() => close(false)}
                >
                  {t('plan.upgrade')}
                </Link>
              </li>
            ) : null}
            <li role="none">
              <Link {...itemProps} to="/settings" onClick={() => close(false)}>
                {t('nav.settings')}
              </Link>
            </li>
            <li role="none">
              <a {...itemProps} href={`mailto:${supportEmail}`} onClick={() => close(false)}>
                {t('header.help')}
              </a>
            </li>
            <li role="none">
              <a {...itemProps} href="/api/logout">
                {t('header.logout')}
              </a>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
