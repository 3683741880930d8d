import clsx from 'clsx';
import { useEffect, useId, useState } from 'react';
import { useBranding } from '@immodesk/sdk';
import { buttonClassName } from '@immodesk/ui-kit';
import { useSiteTranslation } from '../i18n/siteI18n';
import { SiteLink } from '../routing/SiteLink';
import { useSitePathname } from '../routing/siteRouter';
import { useSiteSession } from '../routing/siteSession';
import { usePublicHref } from '../routing/usePublicHref';
import { SiteLanguageSwitcher } from './SiteLanguageSwitcher';
import styles from './SiteHeader.module.css';

/** SPEC §2 header for visitors: features, pricing, contact, languages, login, get started; a menu button on small screens. */
export function SiteHeader() {
  const { t } = useSiteTranslation('siteChrome');
  const { productName, logoUrl } = useBranding();
  const session = useSiteSession();
  const hrefFor = usePublicHref();
  const pathname = useSitePathname();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const isSignedIn = session.status === 'signedIn';

  // A navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <SiteLink href={isSignedIn ? '/dashboard' : hrefFor('')} className={styles.brand}>
          {logoUrl ? <img className={styles.logo} src={logoUrl} alt="" /> : null}
          <span>{productName || t('header.home')}</span>
        </SiteLink>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          {isMenuOpen ? t('header.closeMenu') : t('header.openMenu')}
        </button>
        <div id={menuId} className={clsx(styles.menu, isMenuOpen && styles.menuOpen)}>
          <nav aria-label={t('header.navigation')}>
            <ul className={styles.links}>
              <li>
                <SiteLink href={hrefFor('features')} className={styles.link}>
                  {t('header.features')}
                </SiteLink>
              </li>
              <li>
                <SiteLink href={hrefFor('pricing')} className={styles.link}>
                  {t('header.pricing')}
                </SiteLink>
              </li>
              <li>
                <SiteLink href={hrefFor('contact')} className={styles.link}>
                  {t('header.contact')}
                </SiteLink>
              </li>
            </ul>
          </nav>
          <SiteLanguageSwitcher />
          <div className={styles.actions}>
            {isSignedIn ? (
              <a href="/dashboard" className={buttonClassName({ size: 'small' })}>
                {t('header.toDashboard')}
              </a>
            ) : (
              <>
                <a href="/login" className={buttonClassName({ variant: 'secondary', size: 'small' })}>
                  {t('header.login')}
                </a>
                <a href="/signup" className={buttonClassName({ size: 'small' })}>
                  {t('header.getStarted')}
                </a>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
