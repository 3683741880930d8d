import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { parsePublicPath, type PublicPage } from '@immodesk/contracts/shell/publicSitePaths';
import { useBranding } from '@immodesk/sdk';
import { Spinner } from '@immodesk/ui-kit';
import { changeSiteLanguage, siteLanguage, useSiteTranslation } from './i18n/siteI18n';
import { canonicalSitePath } from './routing/canonicalSitePath';
import { siteNavigate, useSitePathname } from './routing/siteRouter';
import { useSiteSession } from './routing/siteSession';
import { SiteLayout } from './layout/SiteLayout';
import { LandingPage } from './pages/LandingPage';

/** The landing page is in the entry chunk (it is the first thing most visitors see); every other page is its own chunk. */
const PAGES: Record<Exclude<PublicPage, ''>, ComponentType> = {
  features: lazy(() =>
    import(/* webpackChunkName: "site-features" */ './pages/FeaturesPage').then((m) => ({
      default: m.FeaturesPage,
    })),
  ),
  pricing: lazy(() =>
    import(/* webpackChunkName: "site-pricing" */ './pages/PricingPage').then((m) => ({
      default: m.PricingPage,
    })),
  ),
  contact: lazy(() =>
    import(/* webpackChunkName: "site-contact" */ './pages/ContactPage').then((m) => ({
      default: m.ContactPage,
    })),
  ),
  terms: lazy(() =>
    import(/* webpackChunkName: "site-legal" */ './pages/TermsPage').then((m) => ({ default: m.TermsPage })),
  ),
  privacy: lazy(() =>
    import(/* webpackChunkName: "site-legal" */ './pages/PrivacyPage').then((m) => ({
      default: m.PrivacyPage,
    })),
  ),
  faq: lazy(() =>
    import(/* webpackChunkName: "site-faq" */ './pages/FaqPage').then((m) => ({ default: m.FaqPage })),
  ),
  helpcentrum: lazy(() =>
    import(/* webpackChunkName: "site-faq" */ './pages/FaqPage').then((m) => ({ default: m.FaqPage })),
  ),
};
const SiteNotFoundPage = lazy(() =>
  import(/* webpackChunkName: "site-not-found" */ './pages/SiteNotFoundPage').then((m) => ({
    default: m.SiteNotFoundPage,
  })),
);

function PageFor({ page }: { page: PublicPage | null }) {
  if (page === '') return <LandingPage />;
  const Page = page === null ? SiteNotFoundPage : PAGES[page];
  return <Page />;
}

const TITLE_KEYS: Record<PublicPage, string> = {
  '': 'landing.metaTitle',
  features: 'features.title',
  pricing: 'pricing.title',
  contact: 'contact.title',
  terms: 'terms.title',
  privacy: 'privacy.title',
  faq: 'faq.title',
  helpcentrum: 'faq.title',
};

export function SiteApp({ onFirstCommit }: { onFirstCommit?: () => void }) {
  const { t } = useSiteTranslation();
  const { productName } = useBranding();
  const pathname = useSitePathname();
  const session = useSiteSession();
  const parsed = parsePublicPath(pathname);

  useEffect(() => onFirstCommit?.(), [onFirstCommit]);

  // SPEC §2: the language prefix in the URL sets the interface language.
  useEffect(() => {
    if (parsed?.language) void changeSiteLanguage(parsed.language);
  }, [parsed?.language]);

  // SPEC §2: a signed-in user's saved language sets the language on load (only where the URL names none).
  useEffect(() => {
    if (
      session.status === 'signedIn' &&
      session.language &&
      !parsePublicPath(window.location.pathname)?.language
    )
      void changeSiteLanguage(session.language);
  }, [session]);

  useEffect(() => {
    if (session.status === 'pending') return;
    const redirect = canonicalSitePath(pathname, session.status === 'signedIn', siteLanguage());
    if (redirect.kind === 'app') window.location.replace(redirect.to);
    if (redirect.kind === 'replace')
      siteNavigate(`${redirect.to}${window.location.search}${window.location.hash}`, { replace: true });
  }, [pathname, session]);

  useEffect(() => {
    const title = parsed?.page === null || !parsed ? t('notFound.title') : t(TITLE_KEYS[parsed.page]);
    document.title = productName ? `${title} · ${productName}` : title;
  }, [parsed, productName, t]);

  // `/` waits for the session: a signed-in user goes to the dashboard without seeing the landing page first.
  const isUndecidedRoot = pathname === '/' && session.status !== 'signedOut';
  return (
    <SiteLayout>
      {isUndecidedRoot ? (
        <Spinner size="large" label={t('loading')} />
      ) : (
        <Suspense fallback={<Spinner size="large" label={t('loading')} />}>
          <PageFor page={parsed ? parsed.page : null} />
        </Suspense>
      )}
    </SiteLayout>
  );
}
