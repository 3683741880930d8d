import clsx from 'clsx';
import { useSiteTranslation } from '../i18n/siteI18n';
import { buttonClassName, layout } from '@immodesk/ui-kit';
import { usePublicHref } from '../routing/usePublicHref';
import { FeatureCard } from './FeatureCard';
import { BENEFIT_ICONS, TOOL_ICONS } from './landingIcons';
import { HeroProductPreview } from './HeroProductPreview';
import { SignupCtaRow } from './SignupCtaRow';
import { TestimonialCarousel } from './TestimonialCarousel';
import { useCopyList, type TitledText } from './useCopyList';
import page from './page.module.css';
import styles from './LandingPage.module.css';

/** SPEC §1 landing: hero, four benefits, carousel, seven tools, featured quote, six audiences, mission, final call. */
export function LandingPage() {
  const { t } = useSiteTranslation();
  const hrefFor = usePublicHref();
  const benefits = useCopyList<TitledText>('landing.benefits');
  const tools = useCopyList<TitledText>('landing.tools');
  const audiences = useCopyList<TitledText>('landing.audiences');
  const mission = useCopyList<string>('landing.missionText');

  return (
    <>
      <section className={styles.hero} aria-labelledby="landing-title">
        <div className={clsx(page.section, styles.heroGrid)}>
          <div>
            <p className={styles.eyebrow}>{t('landing.eyebrow')}</p>
            <h1 id="landing-title" className={styles.heroTitle}>
              {t('landing.title')}
            </h1>
            <p className={page.lead}>{t('landing.lead')}</p>
            <SignupCtaRow
              signupLabel={t('landing.ctaSignup')}
              secondaryHref={hrefFor('features')}
              secondaryLabel={t('landing.ctaFeatures')}
            />
            <p className={styles.note}>{t('landing.trialNote')}</p>
          </div>
          <HeroProductPreview />
        </div>
      </section>

      <section className={page.section} aria-labelledby="benefits-title">
        <h2 id="benefits-title" className={page.sectionTitle}>
          {t('landing.benefitsTitle')}
        </h2>
        <ul className={page.cards}>
          {benefits.map((benefit, index) => (
            <FeatureCard
              key={benefit.title}
              icon={BENEFIT_ICONS[index]}
              title={benefit.title}
              text={benefit.text}
            />
          ))}
        </ul>
      </section>

      <section className={page.band} aria-labelledby="testimonials-title">
        <div className={page.section}>
          <h2 id="testimonials-title" className={page.sectionTitle}>
            {t('landing.testimonialsTitle')}
          </h2>
          <TestimonialCarousel />
        </div>
      </section>

      <section className={page.section} aria-labelledby="tools-title">
        <h2 id="tools-title" className={page.sectionTitle}>
          {t('landing.toolsTitle')}
        </h2>
        <p className={page.lead}>{t('landing.toolsLead')}</p>
        <ol className={clsx(page.cards, styles.tools)}>
          {tools.map((tool, index) => (
            <FeatureCard key={tool.title} icon={TOOL_ICONS[index]} title={tool.title} text={tool.text} />
          ))}
        </ol>
      </section>

      <section className={page.band} aria-labelledby="featured-title">
        <div className={page.section}>
          <h2 id="featured-title" className={layout.visuallyHidden}>
            {t('landing.featuredTitle')}
          </h2>
          <figure className={styles.featured}>
            <blockquote className={styles.featuredQuote}>
              <p>“{t('landing.featured.quote')}”</p>
            </blockquote>
            <figcaption className={page.muted}>
              <strong>{t('landing.featured.name')}</strong> · {t('landing.featured.role')}
            </figcaption>
          </figure>
        </div>
      </section>

      <section className={page.section} aria-labelledby="audiences-title">
        <h2 id="audiences-title" className={page.sectionTitle}>
          {t('landing.audiencesTitle')}
        </h2>
        <ul className={page.cards}>
          {audiences.map((audience) => (
            <li key={audience.title} className={page.card}>
              <h3 className={page.cardTitle}>{audience.title}</h3>
              <p className={page.cardText}>{audience.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={page.band} aria-labelledby="mission-title">
        <div className={page.section}>
          <h2 id="mission-title" className={page.sectionTitle}>
            {t('landing.missionTitle')}
          </h2>
          {mission.map((paragraph) => (
            <p key={paragraph} className={styles.mission}>
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <section className={clsx(page.section, styles.finalCta)} aria-labelledby="final-title">
        <h2 id="final-title" className={page.sectionTitle}>
          {t('landing.finalTitle')}
        </h2>
        <p className={page.lead}>{t('landing.finalText')}</p>
        <a href="/signup" className={buttonClassName()}>
          {t('landing.finalButton')}
        </a>
      </section>
    </>
  );
}
