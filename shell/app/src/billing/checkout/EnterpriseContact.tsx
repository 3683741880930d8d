import { useTranslation } from 'react-i18next';
import { useBranding } from '@immodesk/sdk';
import { buttonClassName, Card } from '@immodesk/ui-kit';
import styles from '../Billing.module.css';

/** SPEC §4: Enterprise is not sold online; the customer talks to sales, who set the plan. */
export function EnterpriseContact() {
  const { t } = useTranslation();
  const { supportEmail } = useBranding();
  return (
    <Card title={t('billing.enterprise.title')}>
      <p className={styles.text}>{t('billing.enterprise.text')}</p>
      <div className={styles.actions}>
        <a
          className={buttonClassName()}
          href={`mailto:${supportEmail}?subject=${encodeURIComponent(t('billing.enterprise.mailSubject'))}`}
        >
          {t('billing.enterprise.contactSales')}
        </a>
        {/* The public contact form is its own page (the website bundle), so a full page load. */}
        <a className={buttonClassName({ variant: 'secondary' })} href="/contact">
          {t('billing.enterprise.contactForm')}
        </a>
      </div>
    </Card>
  );
}
