import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBranding } from '@immodesk/sdk';
import { NotificationBell } from '../notifications/NotificationBell';
import { UserMenu } from './UserMenu';
import styles from './Header.module.css';

export function Header() {
  const { t } = useTranslation();
  const { productName, logoUrl } = useBranding();
  return (
    <header className={styles.header}>
      <Link to="/dashboard" className={styles.brand} aria-label={t('header.homeLink', { productName })}>
        {logoUrl ? <img className={styles.logo} src={logoUrl} alt="" /> : null}
        <span>{productName}</span>
      </Link>
      <NotificationBell />
      <UserMenu />
    </header>
  );
}
