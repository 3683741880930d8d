import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { currentLanguage, formatFileSize } from '@immodesk/sdk';
import { Button, Card, layout } from '@immodesk/ui-kit';
import { useContractDownload, type ContractDocumentFormat } from '../hooks/useContractDownload';
import styles from './ContractPage.module.css';

const FORMATS: readonly ContractDocumentFormat[] = ['pdf', 'docx'];

/** The contract as PDF or Word, rendered by the server in the contract's language, with a "generating…" and progress state. */
export function ContractDocuments({ contract }: { contract: TContract }) {
  const { t } = useTranslation('properties');
  const { state, download } = useContractDownload(
    contract.id,
    (format) => `${contract.contractNumber}.${format}`,
  );
  const isBusy = state.name !== 'idle';
  return (
    <Card as="section" title={t('contracts.documents.title')} headingLevel={2}>
      <p className={styles.muted}>
        {t('contracts.documents.description', { language: t(`contracts.languages.${contract.language}`) })}
      </p>
      <div className={layout.inline}>
        {FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            isLoading={isBusy && state.format === format}
            disabled={isBusy}
            onClick={() => void download(format)}
          >
            {t(`contracts.documents.download.${format}`)}
          </Button>
        ))}
      </div>
      {state.name === 'downloading' && state.progress.totalBytes ? (
        <progress
          max={state.progress.totalBytes}
          value={state.progress.receivedBytes}
          aria-label={t('contracts.documents.progressLabel')}
        />
      ) : null}
      <p role="status" className={styles.muted} data-testid="contract-document-status">
        {state.name === 'generating'
          ? t('contracts.documents.generating', { format: state.format.toUpperCase() })
          : null}
        {state.name === 'downloading'
          ? t('contracts.documents.downloading', {
              received: formatFileSize(state.progress.receivedBytes, currentLanguage()),
            })
          : null}
      </p>
    </Card>
  );
}
