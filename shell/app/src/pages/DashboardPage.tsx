import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@immodesk/sdk';
import { PageHeader } from '@immodesk/ui-kit';
import { DashboardTotals } from '../dashboard/DashboardTotals';
import { DashboardWidgets } from '../dashboard/DashboardWidgets';
import { ExpiringContractsList } from '../dashboard/ExpiringContractsList';
import { IndexableContractsList } from '../dashboard/IndexableContractsList';
import { OnboardingChecklist } from '../dashboard/OnboardingChecklist';
import { PropertiesOverview } from '../dashboard/PropertiesOverview';
import { QuickActions } from '../dashboard/QuickActions';
import { RecentActivityList } from '../dashboard/RecentActivityList';
import { UpcomingPaymentsList } from '../dashboard/UpcomingPaymentsList';
import { UpcomingTasksList } from '../dashboard/UpcomingTasksList';
import { useDashboardRefresh } from '../dashboard/useDashboardRefresh';
import { useOnboarding } from '../dashboard/useOnboarding';
import { timeOfDay } from '../routing/routingRules';
import styles from './DashboardPage.module.css';

const GREETING_KEYS = {
  morning: 'dashboard.greetingMorning',
  afternoon: 'dashboard.greetingAfternoon',
  evening: 'dashboard.greetingEvening',
} as const;

/**
 * The shell's dashboard (SPEC §2): greeting, the getting-started checklist until the user closes it, quick actions,
 * the totals, the remotes' widgets (income chart, map) and the lists, all from the one GET /api/dashboard.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const onboarding = useOnboarding();
  useDashboardRefresh();
  const isChecklistShown = onboarding.data !== undefined && onboarding.data.dismissedAt === null;
  return (
    <>
      <PageHeader
        title={t(GREETING_KEYS[timeOfDay(new Date())], { name: user?.firstName ?? '' })}
        description={t('dashboard.intro')}
      />
      <div className={styles.content}>
        {isChecklistShown ? <OnboardingChecklist steps={onboarding.data.steps} /> : null}
        <DashboardTotals />
        <QuickActions />
        <div className={styles.grid}>
          <UpcomingPaymentsList />
          <UpcomingTasksList />
          <ExpiringContractsList />
          <IndexableContractsList />
        </div>
        <DashboardWidgets />
        <div className={styles.grid}>
          <PropertiesOverview />
          <RecentActivityList />
        </div>
      </div>
    </>
  );
}
