import { useSiteTranslation } from '../i18n/siteI18n';
import { usePublicHref } from '../routing/usePublicHref';
import { FeatureCard } from './FeatureCard';
import { SignupCtaRow } from './SignupCtaRow';
import { FEATURE_GROUP_ICONS } from './featureGroupIcons';
import { useCopyList, type TitledText } from './useCopyList';
import { SiteSection } from './SiteSection';
import page from './page.module.css';

type FeatureGroup = { title: string; items: TitledText[] };

export function FeaturesPage() {
  const { t } = useSiteTranslation();
  const hrefFor = usePublicHref();
  const groups = useCopyList<FeatureGroup>('features.groups');
  return (
    <>
      <section className={page.section} aria-labelledby="features-title">
        <h1 id="features-title" className={page.title}>
          {t('features.title')}
        </h1>
        <p className={page.lead}>{t('features.lead')}</p>
      </section>
      {groups.map((group, index) => (
        <SiteSection
          key={group.title}
          titleId={`feature-group-${index}`}
          title={group.title}
          isBand={index % 2 === 0}
        >
          <ul className={page.cards}>
            {group.items.map((item, itemIndex) => (
              <FeatureCard
                key={item.title}
                icon={FEATURE_GROUP_ICONS[index]?.[itemIndex]}
                title={item.title}
                text={item.text}
              />
            ))}
          </ul>
        </SiteSection>
      ))}
      <SiteSection titleId="features-cta" title={t('features.ctaTitle')}>
        <p className={page.lead}>{t('features.ctaText')}</p>
        <SignupCtaRow
          signupLabel={t('features.ctaSignup')}
          secondaryHref={hrefFor('pricing')}
          secondaryLabel={t('features.ctaPricing')}
        />
      </SiteSection>
    </>
  );
}
