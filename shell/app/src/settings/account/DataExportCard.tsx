import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentLanguage,
  downloadWithProgress,
  formatFileSize,
  saveBlob,
  type DownloadProgress,
} from '@immodesk/sdk';
import { Button, Card } from '@immodesk/ui-kit';
import { toastFailure } from '../../errors/toastFailure';
import styles from './DataExportCard.module.css';
import settingsStyles from '../Settings.module.css';

type ExportState =
  { name: 'idle' } | { name: 'downloading'; progress: DownloadProgress } | { name: 'done'; bytes: number };

function defaultFileName(): string {
  return `export-${new Date().toISOString().slice(0, 10)}.zip`;
}

/** Settings → account → data export: a ZIP of everything the organization owns, with visible progress. */
export function DataExportCard() {
  const { t } = useTranslation();
  const [state, setState] = useState<ExportState>({ name: 'idle' });
  const language = currentLanguage();

  const handleExport = async () => {
    setState({ name: 'downloading', progress: { receivedBytes: 0, totalBytes: null } });
    try {
      const { blob, fileName } = await downloadWithProgress('/api/user/export', (progress) =>
        setState({ name: 'downloading', progress }),
      );
      saveBlob(blob, fileName ?? defaultFileName());
      setState({ name: 'done', bytes: blob.size });
    } catch (error) {
      setState({ name: 'idle' });
      toastFailure(t('dataExport.failed'), error);
    }
  };

  const progress = state.name === 'downloading' ? state.progress : null;
  const received = progress ? formatFileSize(progress.receivedBytes, language) : '';

  return (
    <Card as="section" title={t('dataExport.title')} headingLevel={3} data-testid="data-export-card">
      <p className={settingsStyles.text}>{t('dataExport.description')}</p>
      {progress ? (
        <div className={styles.progress}>
          {progress.totalBytes ? (
            <progress
              max={progress.totalBytes}
              value={progress.receivedBytes}
              aria-label={t('dataExport.progressLabel')}
            />
          ) : (
            <progress aria-label={t('dataExport.progressLabel')} />
          )}
          <p className={styles.bytes} aria-hidden="true">
            {progress.totalBytes
              ? t('dataExport.receivedOf', { received, total: formatFileSize(progress.totalBytes, language) })
              : t('dataExport.received', { received })}
          </p>
        </div>
      ) : null}
      {/* Announced once when it starts and once when it ends, not on every chunk. */}
      <p role="status" className={styles.status} data-testid="data-export-status">
        {state.name === 'downloading' ? t('dataExport.preparing') : null}
        {state.name === 'done' ? t('dataExport.done', { size: formatFileSize(state.bytes, language) }) : null}
      </p>
      <div className={settingsStyles.actions}>
        <Button onClick={() => void handleExport()} isLoading={state.name === 'downloading'}>
          {t('dataExport.submit')}
        </Button>
      </div>
    </Card>
  );
}
