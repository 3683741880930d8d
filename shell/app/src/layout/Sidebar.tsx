import { useTranslation } from 'react-i18next';
import { NavLinks } from './NavLinks';
import { SIDEBAR_ITEMS } from './navItems';
import styles from './Sidebar.module.css';

export function Sidebar() {
  const { t } = useTranslation();
  return (
    <nav className={styles.sidebar} aria-label={t('nav.main')}>
      <NavLinks items={SIDEBAR_ITEMS} classNames={styles} />
    </nav>
  );
}
