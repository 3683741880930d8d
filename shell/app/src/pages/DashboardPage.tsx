import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@immodesk/sdk';
import { Card, PageHeader } from '@immodesk/ui-kit';
import { timeOfDay } from '../routing/routingRules';
import { isRemoteEnabled } from '../startup/enabledRemotes';
import styles from './DashboardPage.module.css';

const AREAS = [
  { to: '/properties', titleKey: 'nav.properties', textKey: 'dashboard.properties', remote: 'properties' },
  { to: '/contacts', titleKey: 'nav.contacts', textKey: 'dashboard.contacts', remote: 'contacts' },
  { to: '/rent-payments', titleKey: 'nav.payments', textKey: 'dashboard.payments', remote: 'finance' },
  { to: '/documents', titleKey: 'nav.documents', textKey: 'dashboard.documents', remote: 'documents' },
  { to: '/ai-assistant', titleKey: 'nav.aiAssistant', textKey: 'dashboard.aiAssistant', remote: 'ai' },
] as const;

const GREETING_KEYS = { morning: 'dashboard.greetingMorning', afternoon: 'dashboard.greetingAfternoon', evening: 'dashboard.greetingEvening' } as const;

/** The shell's dashboard: greeting and a card per area. Totals and charts arrive with their own issues. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageHeader title={t(GREETING_KEYS[timeOfDay(new Date())], { name: user?.firstName ?? '' })} description={t('dashboard.intro')} />
      <ul className={styles.grid} aria-label={t('dashboard.areasLabel')}>
        {AREAS.filter((area) => isRemoteEnabled(area.remote)).map((area) => (
          <li key={area.to}>
            <Link to={area.to} className={styles.cardLink}>
              <Card title={t(area.titleKey)} isCompact>
                <p className={styles.cardText}>{t(area.textKey)}</p>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
