import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGetDashboardResponse } from '@immodesk/contracts/dashboard/getDashboard.contract';
import { useDashboard } from '@immodesk/sdk';
import { Card, ErrorState, Spinner } from '@immodesk/ui-kit';
import styles from './Dashboard.module.css';

export type DashboardSectionProps = {
  id: string;
  title: string;
  /** Shown when `isEmpty(data)` (nothing to list). */
  emptyText: string;
  isEmpty: (data: TGetDashboardResponse) => boolean;
  children: (data: TGetDashboardResponse) => ReactNode;
  /** A link to the full list, under the section. */
  footer?: ReactNode;
};

/** A card of the dashboard over its one request: its own loading, error (with retry) and empty states. */
export function DashboardSection({ id, title, emptyText, isEmpty, children, footer }: DashboardSectionProps) {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const titleId = `dashboard-${id}`;
  return (
    <Card isCompact className={styles.section}>
      <section aria-labelledby={titleId} data-testid={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {dashboard.isPending ? <Spinner label={t('dashboard.loading')} /> : null}
        {dashboard.isError ? (
          <ErrorState
            headingLevel={3}
            title={t('dashboard.error')}
            message={dashboard.error.message}
            onRetry={() => void dashboard.refetch()}
            isRetrying={dashboard.isRefetching}
          />
        ) : null}
        {dashboard.data ? (
          isEmpty(dashboard.data) ? (
            <p className={styles.empty}>{emptyText}</p>
          ) : (
            children(dashboard.data)
          )
        ) : null}
        {footer}
      </section>
    </Card>
  );
}
