import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@immodesk/ui-kit';
import { SIDEBAR_ITEMS } from '../layout/navItems';
import styles from './MorePage.module.css';

const IN_BOTTOM_BAR = new Set(['/dashboard', '/properties', '/contacts', '/tasks']);

/** SPEC §2 More menu (mobile): the areas the bottom bar has no room for (settings included), profile and logout. */
export function MorePage() {
  const { t } = useTranslation();
  const items = SIDEBAR_ITEMS.filter((item) => item.isAvailable && !IN_BOTTOM_BAR.has(item.to));
  return (
    <>
      <PageHeader title={t('more.title')} />
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            <Link className={styles.link} to={item.to}>
              {t(`nav.${item.labelKey}`)}
            </Link>
          </li>
        ))}
        <li>
          <Link className={styles.link} to="/settings#profile">
            {t('more.profile')}
          </Link>
        </li>
        <li>
          <a className={styles.link} href="/api/logout">
            {t('header.logout')}
          </a>
        </li>
      </ul>
    </>
  );
}
