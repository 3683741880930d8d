import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isItemActive, type NavItem } from './navItems';
import styles from './BottomBar.module.css';

type BottomItem = Pick<NavItem, 'to' | 'alsoActiveFor' | 'isAvailable'> & { labelKey: 'home' | 'properties' | 'contacts' | 'tasks' | 'more' };

/** SPEC §2 mobile bar (below 744 px): home, properties, contacts, tasks, more. */
const BOTTOM_ITEMS: BottomItem[] = [
  { labelKey: 'home', to: '/dashboard', isAvailable: true },
  { labelKey: 'properties', to: '/properties', isAvailable: true },
  { labelKey: 'contacts', to: '/contacts', alsoActiveFor: ['/tenants'], isAvailable: true },
  { labelKey: 'tasks', to: '/tasks', isAvailable: true },
  { labelKey: 'more', to: '/more', isAvailable: true },
];

export function BottomBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className={styles.bar} aria-label={t('nav.mobile')}>
      <ul className={styles.list}>
        {BOTTOM_ITEMS.filter((item) => item.isAvailable).map((item) => {
          const isActive = isItemActive(item, pathname);
          return (
            <li key={item.to}>
              <Link to={item.to} className={[styles.link, isActive ? styles.active : ''].join(' ')} aria-current={isActive ? 'page' : undefined}>
                {t(`nav.${item.labelKey}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
