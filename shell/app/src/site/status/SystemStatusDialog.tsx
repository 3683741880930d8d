import { useChromeTranslation } from '../i18n/ChromeTranslation';
import { useBranding } from '@immodesk/sdk';
import { Badge, type BadgeTone, Button, Dialog, formGrid, layout } from '@immodesk/ui-kit';
import type { ServiceStatus } from './healthRules';
import { useServiceChecks } from './useServiceChecks';
import styles from './SystemStatusDialog.module.css';

const TONE: Record<ServiceStatus, BadgeTone> = {
  online: 'success',
  offline: 'danger',
  warning: 'warning',
  unknown: 'neutral',
};

function StatusBadge({ status }: { status: ServiceStatus }) {
  const { t } = useChromeTranslation();
  return (
    <span data-status={status}>
      <Badge tone={TONE[status]}>{t(`status.badge.${status}`)}</Badge>
    </span>
  );
}

/** SPEC §2 '{product} System Status': the four services, an overall badge and 'Refresh Status'. */
export function SystemStatusDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t, language } = useChromeTranslation();
  const { productName } = useBranding();
  const { records, isChecking, overall, refresh } = useServiceChecks(isOpen);
  const hasResults = records.some((record) => record.lastChecked !== null);
  const timeFormat = new Intl.DateTimeFormat(`${language}-BE`, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('status.title', { productName: productName || t('status.thisService') })}
    >
      <div className={styles.overall}>
        <span>{t('status.overall')}</span>
        <StatusBadge status={hasResults ? overall : 'unknown'} />
      </div>
      {isChecking ? (
        <p role="status" className={styles.checking}>
          {t('status.checking')}
        </p>
      ) : null}
      <ul className={layout.gridList} aria-label={t('status.services')}>
        {records.map((record) => (
          <li key={record.name} className={styles.service} data-service={record.name}>
            <div className={layout.spread}>
              <span className={styles.serviceName}>{t(`status.service.${record.name}`)}</span>
              <StatusBadge status={record.status} />
            </div>
            <p className={styles.details}>
              {record.responseTime !== undefined
                ? t('status.responseTime', { ms: record.responseTime })
                : t('status.noResponse')}
              {' · '}
              {record.lastChecked
                ? t('status.lastChecked', { time: timeFormat.format(new Date(record.lastChecked)) })
                : t('status.notChecked')}
            </p>
          </li>
        ))}
      </ul>
      <div className={formGrid.dialogActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('status.close')}
        </Button>
        <Button onClick={() => void refresh()} disabled={isChecking}>
          {t('status.refresh')}
        </Button>
      </div>
    </Dialog>
  );
}
