import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentLanguage, useBranding, useCurrentUser, useCurrentYear } from '@immodesk/sdk';
import { buttonClassName } from '@immodesk/ui-kit';
import { AuthLanguageSwitcher } from './AuthLanguageSwitcher';
import styles from './AuthLayout.module.css';

/**
 * Header, main and footer around the auth pages (sign in, sign up, password reset, e-mail verification) and a
 * visitor's not-found page; the public website has its own layout in src/site.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { productName, logoUrl } = useBranding();
  const { data: user } = useCurrentUser();
  const language = currentLanguage();
  // Rendered in the browser only (never prerendered), so the year is always there.
  const year = useCurrentYear();
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <Link to={user ? '/dashboard' : `/${language}`} className={styles.brand}>
          {logoUrl ? <img className={styles.logo} src={logoUrl} alt="" /> : null}
          <span className={styles.brandName}>{productName}</span>
        </Link>
        <div className={styles.actions}>
          <AuthLanguageSwitcher />
          <div className={styles.accountLinks}>
            {user ? (
              <Link to="/dashboard" className={buttonClassName({ size: 'small' })}>
                {t('public.toDashboard')}
              </Link>
            ) : (
              <>
                <Link to="/login" className={buttonClassName({ variant: 'secondary', size: 'small' })}>
                  {t('public.login')}
                </Link>
                <Link to="/signup" className={buttonClassName({ size: 'small' })}>
                  {t('public.signup')}
                </Link>
              </>
            )}
          </div>
        </div>
      </header>
      <main id="main-content" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p>{t('app.copyright', { year, productName })}</p>
      </footer>
    </div>
  );
}
