import clsx from 'clsx';
import { useSiteTranslation } from '../i18n/siteI18n';
import { useBranding } from '@immodesk/sdk';
import { buttonClassName } from '@immodesk/ui-kit';
import { SiteLink } from '../routing/SiteLink';
import { usePublicHref } from '../routing/usePublicHref';
import { FaqQuestions, type FaqItem } from './FaqQuestions';
import { useCopyList } from './useCopyList';
import { SiteSection } from './SiteSection';
import page from './page.module.css';
import styles from './FaqPage.module.css';

type Topic = { title: string; questions: FaqItem[] };

/** /faq and /helpcentrum: the help centre, questions grouped by topic, and the ways to reach support. */
export function FaqPage() {
  const { t } = useSiteTranslation();
  const hrefFor = usePublicHref();
  const { supportEmail } = useBranding();
  const topics = useCopyList<Topic>('faq.topics');
  return (
    <div className={page.narrow}>
      <h1 className={page.title}>{t('faq.title')}</h1>
      <p className={page.lead}>{t('faq.lead')}</p>
      {topics.map((topic, index) => (
        <SiteSection
          key={topic.title}
          titleId={`faq-topic-${index}`}
          title={topic.title}
          width="none"
          className={styles.topic}
        >
          <FaqQuestions items={topic.questions} />
        </SiteSection>
      ))}
      <section className={page.card} aria-labelledby="faq-contact">
        <h2 id="faq-contact" className={page.cardTitle}>
          {t('faq.stillTitle')}
        </h2>
        <p className={page.cardText}>{t('faq.stillText')}</p>
        <div className={clsx(page.ctaRow, styles.actions)}>
          <SiteLink href={hrefFor('contact')} className={buttonClassName()}>
            {t('faq.contactButton')}
          </SiteLink>
          {supportEmail && !supportEmail.endsWith('.invalid') ? (
            <a href={`mailto:${supportEmail}`} className={buttonClassName({ variant: 'secondary' })}>
              {supportEmail}
            </a>
          ) : null}
        </div>
      </section>
    </div>
  );
}
