import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLinks } from './NavLinks';
import { SIDEBAR_ITEMS } from './navItems';
import sideNav from './SideNav.module.css';
import styles from './Sidebar.module.css';

export function Sidebar() {
  const { t } = useTranslation();
  return (
    <nav className={styles.sidebar} aria-label={t('nav.main')}>
      <NavLinks
        items={SIDEBAR_ITEMS}
        classNames={{ link: sideNav.link, active: clsx(sideNav.active, styles.active) }}
      />
    </nav>
  );
}
