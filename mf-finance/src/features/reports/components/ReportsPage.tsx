import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader, Spinner, Tabs } from '@immodesk/ui-kit';
import { ReportOverview } from './ReportOverview';

// The expenses tab (its list and its dialog) loads when the user opens it.
const ExpensesTab = lazy(() =>
  import('../../expenses/components/ExpensesTab').then((m) => ({ default: m.ExpensesTab })),
);

const TABS = ['overview', 'expenses'] as const;
type ReportTab = (typeof TABS)[number];

/** /reports: the statistics of a period (SPEC.md §2, §9) and, in their own tab, the expenses they count. */
export function ReportsPage() {
  const { t } = useTranslation('finance');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ReportTab = searchParams.get('tab') === 'expenses' ? 'expenses' : 'overview';
  const selectTab = (next: ReportTab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'overview') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader title={t('reports.title')} description={t('reports.description')} />
      <Tabs
        label={t('reports.tabs.label')}
        tabs={TABS}
        selected={tab}
        onSelect={selectTab}
        tabLabel={(key) => t(`reports.tabs.${key}`)}
      >
        {tab === 'overview' ? (
          <ReportOverview />
        ) : (
          <Suspense fallback={<Spinner label={t('expenses.loading')} />}>
            <ExpensesTab />
          </Suspense>
        )}
      </Tabs>
    </>
  );
}
