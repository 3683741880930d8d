import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBranding } from '@immodesk/sdk';
import { NotificationBell } from '../notifications/NotificationBell';
import { UserMenu } from './UserMenu';
import styles from './Header.module.css';

/** Signed-in header: the brand (white-label name and logo) and, on the right, the bell and the avatar menu. */
export function Header() {
  const { t } = useTranslation();
  const { productName, logoUrl } = useBranding();
  return (
    <header className={styles.header}>
      <Link to="/dashboard" className={styles.brand} aria-label={t('header.homeLink', { productName })}>
        {logoUrl ? <img className={styles.logo} src={logoUrl} alt="" data-testid="brand-logo" /> : null}
        <span data-testid="brand-name">{productName}</span>
      </Link>
      <div className={styles.actions}>
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
