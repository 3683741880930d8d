import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useSiteTranslation } from '../i18n/siteI18n';
import { buttonClassName, layout } from '@immodesk/ui-kit';
import { SiteLink } from '../routing/SiteLink';
import { usePublicHref } from '../routing/usePublicHref';
import { PLANS, yearlySavingPercent, type Plan } from './plans';
import { FaqQuestions, type FaqItem } from './FaqQuestions';
import { useCopyList } from './useCopyList';
import { SiteSection } from './SiteSection';
import page from './page.module.css';
import styles from './PricingPage.module.css';

type Billing = 'monthly' | 'yearly';

function formatEuros(cents: number, language: string): string {
  return new Intl.NumberFormat(`${language}-BE`, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(cents / 100);
}

function PlanCard({ plan, billing }: { plan: Plan; billing: Billing }) {
  const { t, language } = useSiteTranslation();
  const hrefFor = usePublicHref();
  const features = useCopyList<string>(`pricing.plans.${plan.id}.features`);
  const cents = billing === 'monthly' ? plan.monthlyCents : plan.yearlyPerMonthCents;
  const saving = billing === 'yearly' ? yearlySavingPercent(plan) : 0;
  return (
    <li className={clsx(styles.plan, plan.isHighlighted && styles.highlighted)} data-plan={plan.id}>
      <h3 className={styles.planName}>{t(`pricing.plans.${plan.id}.name`)}</h3>
      <p className={clsx(page.muted, styles.tagline)}>{t(`pricing.plans.${plan.id}.tagline`)}</p>
      <p className={styles.price} data-price>
        {cents === null ? (
          <span className={styles.amount}>{t('pricing.customPrice')}</span>
        ) : (
          <>
            {cents === 0 ? null : <span className={styles.from}>{t('pricing.fromLabel')}</span>}
            <span className={styles.amount}>{formatEuros(cents, language)}</span>
            <span className={styles.per}>{t('pricing.perMonth')}</span>
          </>
        )}
      </p>
      <p className={styles.billingNote}>
        {cents === null
          ? t('pricing.enterpriseNote')
          : cents === 0
            ? t('pricing.freeNote')
            : billing === 'yearly'
              ? t('pricing.billedYearly', { saving })
              : t('pricing.billedMonthly')}
      </p>
      <p className={styles.limits}>
        {plan.maxProperties === null
          ? t('pricing.unlimited')
          : t('pricing.limits', { properties: plan.maxProperties, tenants: plan.maxTenants })}
      </p>
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {plan.id === 'enterprise' ? (
        <SiteLink
          href={hrefFor('contact')}
          className={buttonClassName({ variant: 'secondary', isFullWidth: true })}
        >
          {t('pricing.contactSales')}
        </SiteLink>
      ) : (
        <a
          href="/signup"
          className={buttonClassName({
            variant: plan.isHighlighted ? 'primary' : 'secondary',
            isFullWidth: true,
          })}
        >
          {plan.id === 'free' ? t('pricing.startFree') : t('pricing.startTrial')}
        </a>
      )}
    </li>
  );
}

export function PricingPage() {
  const { t } = useSiteTranslation();
  const hrefFor = usePublicHref();
  const [billing, setBilling] = useState<Billing>('monthly');
  const enterpriseFeatures = useCopyList<string>('pricing.enterpriseFeatures');
  const questions = useCopyList<FaqItem>('pricing.faq');
  return (
    <>
      <section className={page.section} aria-labelledby="pricing-title">
        <h1 id="pricing-title" className={page.title}>
          {t('pricing.title')}
        </h1>
        <p className={page.lead}>{t('pricing.lead')}</p>
        <div className={styles.toggle} role="group" aria-label={t('pricing.billingLabel')}>
          {(['monthly', 'yearly'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={styles.toggleButton}
              aria-pressed={billing === option}
              onClick={() => setBilling(option)}
            >
              {t(`pricing.${option}`)}
            </button>
          ))}
          <span className={styles.saveHint}>{t('pricing.saveUpTo')}</span>
        </div>
        <h2 className={layout.visuallyHidden}>{t('pricing.plansTitle')}</h2>
        <ul className={styles.plans}>
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} billing={billing} />
          ))}
        </ul>
        <p className={page.muted}>{t('pricing.vatNote')}</p>
      </section>

      <SiteSection titleId="enterprise-title" title={t('pricing.enterpriseTitle')} isBand>
        <p className={page.lead}>{t('pricing.enterpriseLead')}</p>
        <ul className={styles.enterpriseList}>
          {enterpriseFeatures.map((feature) => (
            <li key={feature}>
              <Check className={styles.check} aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <SiteLink href={hrefFor('contact')} className={buttonClassName()}>
          {t('pricing.contactSales')}
        </SiteLink>
      </SiteSection>

      <SiteSection titleId="pricing-faq-title" title={t('pricing.faqTitle')} width="narrow">
        <FaqQuestions items={questions} />
      </SiteSection>
    </>
  );
}
