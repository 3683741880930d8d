import { useTranslation } from 'react-i18next';
import type { TWebhookEventLog } from '@immodesk/contracts/billing/diagnostics.contract';
import { Badge, Card, StackedTable, type StackedTableColumns } from '@immodesk/ui-kit';
import { PlanLine } from '../../layout/PlanLine';
import { PageColumn } from '../../layout/PageColumn';
import { useStripeDiagnostics } from '../hooks/useDiagnostics';
import { subscriptionStatusText } from '../utils/subscriptionStatus';
import { DiagnosticsGate } from './DiagnosticsGate';
import styles from '../Billing.module.css';

const RESULT_TONES = {
  processed: 'success',
  duplicate: 'neutral',
  ignored: 'neutral',
  failed: 'danger',
} as const;

const instantFormat = new Intl.DateTimeFormat('nl-BE', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Brussels',
});

/** SPEC §2 /stripe-debug: the payment configuration (never a secret), the subscription and the last webhook events. */
export function StripeDebugPage() {
  const { t } = useTranslation();
  const diagnostics = useStripeDiagnostics();
  const columns: StackedTableColumns<TWebhookEventLog & { id: string }> = [
    {
      header: t('diagnostics.stripe.eventType'),
      cell: (event) => <span className={styles.code}>{event.type}</span>,
    },
    {
      header: t('diagnostics.stripe.receivedAt'),
      cell: (event) => instantFormat.format(new Date(event.receivedAt)),
      isNumeric: true,
    },
    {
      header: t('diagnostics.stripe.result'),
      cell: (event) => (
        <Badge tone={RESULT_TONES[event.result]}>{t(`diagnostics.stripe.results.${event.result}`)}</Badge>
      ),
    },
    { header: t('diagnostics.stripe.detail'), cell: (event) => event.detail ?? '—' },
    {
      header: t('diagnostics.stripe.eventId'),
      cell: (event) => <span className={styles.code}>{event.eventId}</span>,
    },
  ];
  return (
    <DiagnosticsGate title={t('diagnostics.stripe.title')} query={diagnostics}>
      {(data) => {
        const status = subscriptionStatusText(data.subscription);
        return (
          <PageColumn>
            <Card title={t('diagnostics.stripe.configuration')}>
              <dl className={styles.details}>
                <div className={styles.detailRow}>
                  <dt>{t('diagnostics.stripe.mode')}</dt>
                  <dd>{t(`diagnostics.stripe.modes.${data.mode}`)}</dd>
                </div>
                <div className={styles.detailRow}>
                  <dt>{t('diagnostics.stripe.webhookSecret')}</dt>
                  <dd>{t(data.webhookSecretConfigured ? 'diagnostics.yes' : 'diagnostics.no')}</dd>
                </div>
                <div className={styles.detailRow}>
                  <dt>{t('diagnostics.stripe.prices')}</dt>
                  <dd className={styles.code}>
                    {data.configuredPrices.length > 0
                      ? data.configuredPrices.join(', ')
                      : t('diagnostics.none')}
                  </dd>
                </div>
              </dl>
            </Card>
            <Card title={t('diagnostics.stripe.subscription')}>
              <PlanLine>
                <Badge tone="info">{t(`plan.types.${data.subscription.planType}`)}</Badge>
                <Badge tone={status.tone}>{t(status.key, status.values)}</Badge>
                <span className={styles.muted}>
                  {t(`diagnostics.stripe.providers.${data.subscription.provider}`)}
                </span>
              </PlanLine>
            </Card>
            <Card title={t('diagnostics.stripe.events')}>
              {data.webhookEvents.length === 0 ? (
                <p className={styles.muted}>{t('diagnostics.stripe.noEvents')}</p>
              ) : (
                <StackedTable
                  caption={t('diagnostics.stripe.events')}
                  columns={columns}
                  rows={data.webhookEvents.map((event) => ({ ...event, id: event.eventId }))}
                  stackBelow="56rem"
                />
              )}
            </Card>
          </PageColumn>
        );
      }}
    </DiagnosticsGate>
  );
}
