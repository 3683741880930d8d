import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Building2, FileText, Users, Wallet, type LucideIcon } from 'lucide-react';
import type { TRemoteName } from '@immodesk/contracts/shell/getShellConfig.contract';
import { useCurrentUser, usePlanLimits, type PlanLimits } from '@immodesk/sdk';
import { Card, PageHeader } from '@immodesk/ui-kit';
import { OnboardingChecklist } from '../dashboard/OnboardingChecklist';
import { QuickActions } from '../dashboard/QuickActions';
import { useOnboarding } from '../dashboard/useOnboarding';
import { timeOfDay } from '../routing/routingRules';
import { isRemoteEnabled } from '../startup/enabledRemotes';
import styles from './DashboardPage.module.css';

type Area = { to: string; titleKey: string; textKey: string; remote: TRemoteName; Icon: LucideIcon; count?: (limits: PlanLimits) => number; countKey?: string };

const AREAS: readonly Area[] = [
  {
    to: '/properties',
    titleKey: 'nav.properties',
    textKey: 'dashboard.properties',
    remote: 'properties',
    Icon: Building2,
    count: (limits) => limits.activeProperties,
    countKey: 'dashboard.activeProperties',
  },
  {
    to: '/contacts',
    titleKey: 'nav.contacts',
    textKey: 'dashboard.contacts',
    remote: 'contacts',
    Icon: Users,
    count: (limits) => limits.activeTenants,
    countKey: 'dashboard.activeTenants',
  },
  { to: '/rent-payments', titleKey: 'nav.payments', textKey: 'dashboard.payments', remote: 'finance', Icon: Wallet },
  { to: '/documents', titleKey: 'nav.documents', textKey: 'dashboard.documents', remote: 'documents', Icon: FileText },
];

const GREETING_KEYS = { morning: 'dashboard.greetingMorning', afternoon: 'dashboard.greetingAfternoon', evening: 'dashboard.greetingEvening' } as const;

/**
 * The shell's dashboard: greeting, the getting-started checklist until the user closes it, and a card per area
 * with its count where the plan usage has one. Totals and charts arrive with their own issues.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const onboarding = useOnboarding();
  const limits = usePlanLimits();
  const isChecklistShown = onboarding.data !== undefined && onboarding.data.dismissedAt === null;
  return (
    <>
      <PageHeader title={t(GREETING_KEYS[timeOfDay(new Date())], { name: user?.firstName ?? '' })} description={t('dashboard.intro')} />
      <div className={styles.content}>
        {isChecklistShown ? <OnboardingChecklist steps={onboarding.data.steps} /> : null}
        <QuickActions />
        <ul className={styles.grid} aria-label={t('dashboard.areasLabel')}>
          {AREAS.filter((area) => isRemoteEnabled(area.remote)).map(({ to, titleKey, textKey, Icon, count, countKey }) => (
            <li key={to}>
              <Link to={to} className={styles.cardLink}>
                <Card isCompact className={styles.card}>
                  <h2 className={styles.cardTitle}>
                    <Icon aria-hidden className={styles.cardIcon} size={22} />
                    {t(titleKey)}
                  </h2>
                  {count && countKey && limits.data ? <p className={styles.figure}>{t(countKey, { count: count(limits.data) })}</p> : null}
                  <p className={styles.cardText}>{t(textKey)}</p>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
