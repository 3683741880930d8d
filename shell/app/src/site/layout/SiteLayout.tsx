import type { ReactNode } from 'react';
import { SkipLink } from '@immodesk/ui-kit';
import { SiteFooter } from '../footer/SiteFooter';
import { ChromeTranslationContext } from '../i18n/ChromeTranslation';
import { useSiteTranslation } from '../i18n/siteI18n';
import { SiteLink } from '../routing/SiteLink';
import { useSiteSession } from '../routing/siteSession';
import { usePublicHref } from '../routing/usePublicHref';
import { SiteHeader } from './SiteHeader';
import styles from './SiteLayout.module.css';

export function SiteLayout({ children }: { children: ReactNode }) {
  const chrome = useSiteTranslation('siteChrome');
  const { t } = chrome;
  const session = useSiteSession();
  const publicHref = usePublicHref();
  return (
    <div className={styles.layout}>
      <SkipLink targetId="main-content">{t('header.skipToContent')}</SkipLink>
      <SiteHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <ChromeTranslationContext.Provider value={chrome}>
        <SiteFooter
          isSignedIn={session.status === 'signedIn'}
          publicHref={publicHref}
          LinkComponent={SiteLink}
        />
      </ChromeTranslationContext.Provider>
    </div>
  );
}
