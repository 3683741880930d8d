import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useChromeTranslation } from '../i18n/ChromeTranslation';
import type { PublicPage } from '@immodesk/contracts/shell/publicSitePaths';
import { useBranding, useCurrentYear } from '@immodesk/sdk';
import { StatusDot } from './StatusDot';
import { SOCIAL_LINKS } from './socialLinks';
import styles from './SiteFooter.module.css';

// Lazy: the dialog and its checks weigh nothing until someone opens it.
const SystemStatusDialog = lazy(() =>
  import(/* webpackChunkName: "system-status" */ '../status/SystemStatusDialog').then((m) => ({
    default: m.SystemStatusDialog,
  })),
);

export type FooterLinkProps = { href: string; className?: string; children: ReactNode };

export type SiteFooterProps = {
  isSignedIn: boolean;
  /** Where a public page lives for this visitor (prefixed for visitors, unprefixed when signed in). */
  publicHref: (page: PublicPage) => string;
  /** The host's link: client-side inside its own bundle, a page load across the public/app boundary. */
  LinkComponent: ComponentType<FooterLinkProps>;
};

type FooterLinkListProps = {
  title: string;
  links: { href: string; label: string }[];
  LinkComponent: ComponentType<FooterLinkProps>;
};

function FooterLinkList({ title, links, LinkComponent }: FooterLinkListProps) {
  return (
    <nav aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <LinkComponent href={link.href} className={styles.link}>
              {link.label}
            </LinkComponent>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** SPEC §2 footer, shared by the public site and the signed-in app layout. */
export function SiteFooter({ isSignedIn, publicHref, LinkComponent }: SiteFooterProps) {
  const { t } = useChromeTranslation();
  const { productName } = useBranding();
  const year = useCurrentYear();
  const [isStatusOpen, setStatusOpen] = useState(false);
  const [hasOpenedStatus, setHasOpenedStatus] = useState(false);
  const name = productName || t('footer.fallbackName');

  const productLinks = isSignedIn
    ? [
        { href: '/dashboard', label: t('footer.dashboard') },
        { href: '/properties', label: t('footer.properties') },
        { href: '/tenants', label: t('footer.tenants') },
        { href: '/rent-payments', label: t('footer.payments') },
      ]
    : [
        { href: publicHref('features'), label: t('footer.features') },
        { href: publicHref('pricing'), label: t('footer.pricing') },
        { href: '/login', label: t('footer.login') },
      ];
  const companyLinks = [
    { href: publicHref('contact'), label: t('footer.contact') },
    { href: publicHref('faq'), label: t('footer.helpCentre') },
    { href: publicHref('privacy'), label: t('footer.privacy') },
    { href: publicHref('terms'), label: t('footer.terms') },
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.about} aria-label={name}>
          <p className={styles.name}>{name}</p>
          <p className={styles.description}>{t('footer.description')}</p>
          <ul className={styles.social} aria-label={t('footer.social')}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} className={styles.socialLink} rel="noopener noreferrer" target="_blank">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <FooterLinkList title={t('footer.product')} links={productLinks} LinkComponent={LinkComponent} />
        <FooterLinkList title={t('footer.company')} links={companyLinks} LinkComponent={LinkComponent} />
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          {year === null
            ? t('footer.copyrightUndated', { productName: name })
            : t('footer.copyright', { year, productName: name })}
        </p>
        <StatusDot
          onOpen={() => {
            setHasOpenedStatus(true);
            setStatusOpen(true);
          }}
        />
      </div>
      {hasOpenedStatus ? (
        <Suspense fallback={null}>
          <SystemStatusDialog isOpen={isStatusOpen} onClose={() => setStatusOpen(false)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
