import clsx from 'clsx';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isItemActive, isItemShown, type NavItem } from './navItems';
import styles from './BottomBar.module.css';

type BottomItem = Pick<NavItem, 'to' | 'alsoActiveFor' | 'remote'> & { labelKey: 'home' | 'properties' | 'contacts' | 'tasks' | 'more' };

/** SPEC §2 mobile bar (below 744 px): home, properties, contacts (also for /tenants), tasks, more. */
const BOTTOM_ITEMS: BottomItem[] = [
  { labelKey: 'home', to: '/dashboard' },
  { labelKey: 'properties', to: '/properties', remote: 'properties' },
  { labelKey: 'contacts', to: '/contacts', alsoActiveFor: ['/tenants'], remote: 'contacts' },
  { labelKey: 'tasks', to: '/tasks', remote: 'properties' },
  { labelKey: 'more', to: '/more' },
];

export function BottomBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className={styles.bar} aria-label={t('nav.mobile')} data-testid="bottom-bar">
      <ul className={styles.list}>
        {BOTTOM_ITEMS.filter(isItemShown).map((item) => {
          const isActive = isItemActive(item, pathname);
          return (
            <li key={item.to}>
              <Link to={item.to} className={clsx(styles.link, isActive && styles.active)} aria-current={isActive ? 'page' : undefined}>
                {t(`nav.${item.labelKey}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
