import { useTranslation } from 'react-i18next';
import { Card } from '@immodesk/ui-kit';
import { RemoteWidget } from '../federation/RemoteWidget';
import { isRemoteEnabled } from '../startup/enabledRemotes';
import styles from './Dashboard.module.css';

/** The widgets the remotes serve: the monthly income chart (finance) and the property locations map (properties). */
export function DashboardWidgets() {
  const { t } = useTranslation();
  const widgets = [
    { key: 'income-chart', remote: 'finance', title: t('dashboard.widgets.incomeChart') },
    { key: 'property-map', remote: 'properties', title: t('dashboard.widgets.propertyMap') },
  ] as const;
  return (
    <div className={styles.widgets}>
      {widgets
        .filter(({ remote }) => isRemoteEnabled(remote))
        .map(({ key, remote, title }) => (
          <Card key={key} isCompact className={styles.section}>
            <section aria-labelledby={`dashboard-${key}`} data-testid={`dashboard-${key}`}>
              <h2 id={`dashboard-${key}`} className={styles.sectionTitle}>
                {title}
              </h2>
              <RemoteWidget remote={remote} widget={key} label={title} />
            </section>
          </Card>
        ))}
    </div>
  );
}
