import { useTranslation } from 'react-i18next';
import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import { Badge } from '@immodesk/ui-kit';
import styles from './PropertyResults.module.css';

export type PropertyStatusBadgesProps = Pick<TPropertySummary, 'status' | 'occupancy'>;

export function PropertyStatusBadges({ status, occupancy }: PropertyStatusBadgesProps) {
  const { t } = useTranslation('properties');
  return (
    <span className={styles.badges}>
      <Badge tone={occupancy === 'rented' ? 'success' : 'info'}>{t(`property.occupancy.${occupancy}`)}</Badge>
      {status === 'archived' ? <Badge tone="neutral">{t('property.status.archived')}</Badge> : null}
    </span>
  );
}
