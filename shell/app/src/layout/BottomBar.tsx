import { useTranslation } from 'react-i18next';
import { NavLinks } from './NavLinks';
import type { NavItem } from './navItems';
import styles from './BottomBar.module.css';

type BottomItem = Pick<NavItem, 'to' | 'alsoActiveFor' | 'remote'> & {
  labelKey: 'home' | 'properties' | 'contacts' | 'tasks' | 'more';
};

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
  return (
    <nav className={styles.bar} aria-label={t('nav.mobile')} data-testid="bottom-bar">
      <NavLinks items={BOTTOM_ITEMS} classNames={styles} />
    </nav>
  );
}
