import clsx from 'clsx';
import { useSiteTranslation } from '../i18n/siteI18n';
import { buttonClassName } from '@immodesk/ui-kit';
import { usePublicHref } from '../routing/usePublicHref';
import { FeatureCard } from './FeatureCard';
import { BENEFIT_ICONS, TOOL_ICONS } from './landingIcons';
import { HeroProductPreview } from './HeroProductPreview';
import { SignupCtaRow } from './SignupCtaRow';
import { TestimonialCarousel } from './TestimonialCarousel';
import { useCopyList, type TitledText } from './useCopyList';
import { SiteSection } from './SiteSection';
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

      <SiteSection titleId="benefits-title" title={t('landing.benefitsTitle')}>
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
      </SiteSection>

      <SiteSection titleId="testimonials-title" title={t('landing.testimonialsTitle')} isBand>
        <TestimonialCarousel />
      </SiteSection>

      <SiteSection titleId="tools-title" title={t('landing.toolsTitle')}>
        <p className={page.lead}>{t('landing.toolsLead')}</p>
        <ol className={clsx(page.cards, styles.tools)}>
          {tools.map((tool, index) => (
            <FeatureCard key={tool.title} icon={TOOL_ICONS[index]} title={tool.title} text={tool.text} />
          ))}
        </ol>
      </SiteSection>

      <SiteSection titleId="featured-title" title={t('landing.featuredTitle')} isBand isTitleHidden>
        <figure className={styles.featured}>
          <blockquote className={styles.featuredQuote}>
            <p>“{t('landing.featured.quote')}”</p>
          </blockquote>
          <figcaption className={page.muted}>
            <strong>{t('landing.featured.name')}</strong> · {t('landing.featured.role')}
          </figcaption>
        </figure>
      </SiteSection>

      <SiteSection titleId="audiences-title" title={t('landing.audiencesTitle')}>
        <ul className={page.cards}>
          {audiences.map((audience) => (
            <li key={audience.title} className={page.card}>
              <h3 className={page.cardTitle}>{audience.title}</h3>
              <p className={page.cardText}>{audience.text}</p>
            </li>
          ))}
        </ul>
      </SiteSection>

      <SiteSection titleId="mission-title" title={t('landing.missionTitle')} isBand>
        {mission.map((paragraph) => (
          <p key={paragraph} className={styles.mission}>
            {paragraph}
          </p>
        ))}
      </SiteSection>

      <SiteSection titleId="final-title" title={t('landing.finalTitle')} className={styles.finalCta}>
        <p className={page.lead}>{t('landing.finalText')}</p>
        <a href="/signup" className={buttonClassName()}>
          {t('landing.finalButton')}
        </a>
      </SiteSection>
    </>
  );
}
