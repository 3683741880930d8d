import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@immodesk/ui-kit';
import { SIDEBAR_ITEMS, isItemShown, type NavItem } from '../layout/navItems';
import styles from './MorePage.module.css';

/**
 * SPEC §2 More menu, in its order (AI Pilot, payments, statistics, communication, documents, settings), with the
 * areas of the sidebar that work; the others join here in their place when they join the sidebar.
 */
const MORE_AREAS: NavItem['labelKey'][] = [
  'aiAssistant',
  'payments',
  'statistics',
  'communications',
  'documents',
  'settings',
];

/** The areas the mobile bottom bar has no room for, then the profile and logout. */
export function MorePage() {
  const { t } = useTranslation();
  const items = MORE_AREAS.map((key) => SIDEBAR_ITEMS.find((item) => item.labelKey === key)).filter(
    (item): item is NavItem => item !== undefined && isItemShown(item),
  );
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
