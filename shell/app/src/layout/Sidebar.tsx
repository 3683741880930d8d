import clsx from 'clsx';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_ITEMS, isItemActive, isItemShown } from './navItems';
import styles from './Sidebar.module.css';

export function Sidebar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className={styles.sidebar} aria-label={t('nav.main')}>
      <ul className={styles.list}>
        {SIDEBAR_ITEMS.filter(isItemShown).map((item) => {
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
