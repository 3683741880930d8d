import { useTranslation } from 'react-i18next';
import { currentLanguage, formatFileSize } from '@immodesk/sdk';
import { useDocumentUsage } from '../hooks/useDocumentMutations';
import styles from './DocumentListPage.module.css';

/** Storage the organization's documents take, against the plan's quota (Enterprise: unlimited). */
export function StorageUsage() {
  const { t } = useTranslation('documents');
  const { data } = useDocumentUsage();
  if (!data) return null;
  // Quotas are binary (200 × 1024² bytes is Free's "200 MB"): the usage is counted the same way beside it.
  const formatStorage = (bytes: number) => formatFileSize(bytes, currentLanguage(), { step: 1024 });
  const used = formatStorage(data.usedBytes);
  if (data.quotaBytes === null) {
    return (
      <p className={styles.usage} data-testid="storage-usage">
        {t('usage.unlimited', { used })}
      </p>
    );
  }
  const label = t('usage.ofQuota', { used, quota: formatStorage(data.quotaBytes) });
  return (
    <div className={styles.usage} data-testid="storage-usage">
      <span id="documents-storage-usage">{label}</span>
      <progress
        className={styles.usageBar}
        max={data.quotaBytes}
        value={Math.min(data.usedBytes, data.quotaBytes)}
        aria-labelledby="documents-storage-usage"
      />
    </div>
  );
}
