import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isUnlimited, usePlanLimits } from '@immodesk/sdk';
import { buttonClassName } from '@immodesk/ui-kit';
import styles from './PlanLimitBanner.module.css';

/** At the limit, or one property from it: 'x of y properties used' with what an upgrade brings (SPEC.md §6). */
export function PlanLimitBanner() {
  const { t } = useTranslation('properties');
  const { data } = usePlanLimits();
  if (!data || isUnlimited(data.maxProperties) || data.activeProperties < data.maxProperties - 1) return null;
  const isFull = data.activeProperties >= data.maxProperties;
  return (
    <section className={isFull ? styles.bannerFull : styles.banner} aria-labelledby="plan-limit-title" data-testid="plan-limit-banner">
      <h2 id="plan-limit-title" className={styles.title}>
        {t('planLimit.used', { active: data.activeProperties, max: data.maxProperties })}
      </h2>
      <p className={styles.text}>{t(isFull ? 'planLimit.full' : 'planLimit.nearly')}</p>
      <ul className={styles.benefits}>
        <li>{t('planLimit.benefits.properties')}</li>
        <li>{t('planLimit.benefits.tenants')}</li>
        <li>{t('planLimit.benefits.features')}</li>
      </ul>
      <Link to="/settings?section=plan#plan" className={buttonClassName({ variant: 'primary', size: 'small' })}>
        {t('planLimit.upgrade')}
      </Link>
    </section>
  );
}
