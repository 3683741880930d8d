import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from '../footer/SiteFooter';
import { SiteLink } from '../routing/SiteLink';
import { useSiteSession } from '../routing/siteSession';
import { usePublicHref } from '../routing/usePublicHref';
import { SiteHeader } from './SiteHeader';
import styles from './SiteLayout.module.css';

export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('siteChrome');
  const session = useSiteSession();
  const publicHref = usePublicHref();
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main-content">
        {t('header.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter isSignedIn={session.status === 'signedIn'} publicHref={publicHref} LinkComponent={SiteLink} />
    </div>
  );
}
