import { useSiteTranslation } from '../i18n/siteI18n';
import { buttonClassName } from '@immodesk/ui-kit';
import { SiteLink } from '../routing/SiteLink';
import { usePublicHref } from '../routing/usePublicHref';
import page from './page.module.css';

export function SiteNotFoundPage() {
  const { t } = useSiteTranslation();
  const hrefFor = usePublicHref();
  return (
    <section className={page.narrow} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={page.title}>
        {t('notFound.title')}
      </h1>
      <p className={page.lead}>{t('notFound.text')}</p>
      <SiteLink href={hrefFor('')} className={buttonClassName()}>
        {t('notFound.home')}
      </SiteLink>
    </section>
  );
}
