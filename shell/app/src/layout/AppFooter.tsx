import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { parsePublicPath, publicPathFor } from '@immodesk/contracts/shell/publicSitePaths';
import { currentLanguage, registerNamespaceLoader, type Language } from '@immodesk/sdk';
import { SiteFooter, type FooterLinkProps } from '../site/footer/SiteFooter';
import { ChromeTranslationContext } from '../site/i18n/ChromeTranslation';
import styles from './AppFooter.module.css';

type TranslationModule = { default: Record<string, unknown> };

// The footer's strings are shared with the public website: a small namespace of their own.
registerNamespaceLoader('siteChrome', (language: Language) =>
  import(/* webpackChunkName: "site-chrome-[request]" */ `../../locales/site-chrome/${language}.json`).then(
    (module: TranslationModule) => module.default,
  ),
);

/** App pages stay in the app; public pages (contact, help centre, privacy, terms) are the other bundle: a page load. */
function AppFooterLink({ href, className, children }: FooterLinkProps) {
  if (parsePublicPath(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

function TranslatedFooter() {
  const { t } = useTranslation('siteChrome');
  return (
    <ChromeTranslationContext.Provider
      value={{ t: (key, options) => t(key, options ?? {}), language: currentLanguage() }}
    >
      <SiteFooter isSignedIn publicHref={(page) => publicPathFor(page, null)} LinkComponent={AppFooterLink} />
    </ChromeTranslationContext.Provider>
  );
}

/** The public footer (SPEC §2) in the signed-in layout: product links for signed-in users, public pages unprefixed. */
export function AppFooter() {
  return (
    <div className={styles.placement}>
      <Suspense fallback={null}>
        <TranslatedFooter />
      </Suspense>
    </div>
  );
}
