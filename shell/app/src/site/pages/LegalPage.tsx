import clsx from 'clsx';
import { useSiteTranslation } from '../i18n/siteI18n';
import { useCopyList } from './useCopyList';
import page from './page.module.css';

type LegalSection = { title: string; paragraphs: string[] };

/** SPEC §1: both legal pages were last updated on 31 August 2025. */
const LAST_UPDATED = new Date(Date.UTC(2025, 7, 31));

/** Terms and privacy: numbered sections from the copy, the last-updated date and an optional closing line. */
export function LegalPage({ copyKey }: { copyKey: 'terms' | 'privacy' }) {
  const { t, language } = useSiteTranslation();
  const sections = useCopyList<LegalSection>(`${copyKey}.sections`);
  const date = new Intl.DateTimeFormat(`${language}-BE`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(LAST_UPDATED);
  return (
    <article className={clsx(page.narrow, page.prose)} aria-labelledby={`${copyKey}-title`}>
      <h1 id={`${copyKey}-title`} className={page.title}>
        {t(`${copyKey}.title`)}
      </h1>
      <p className={page.muted}>{t('legal.lastUpdated', { date })}</p>
      <p>{t(`${copyKey}.intro`)}</p>
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`${copyKey}-section-${index}`}>
          <h2 id={`${copyKey}-section-${index}`}>{`${index + 1}. ${section.title}`}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {copyKey === 'privacy' ? (
        <p>
          <strong>{t('privacy.consent')}</strong>
        </p>
      ) : null}
    </article>
  );
}
