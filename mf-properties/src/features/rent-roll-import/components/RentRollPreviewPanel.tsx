import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRentRollPreviewResponse } from '@immodesk/contracts/imports/rentRollImport.contract';
import { formatDate } from '@immodesk/sdk';
import { Button, Card, ChoiceField, layout } from '@immodesk/ui-kit';
import { visibleRows } from '../utils/previewCells';
import { ImportRefusal } from './ImportRefusal';
import { RentRollPreviewTable } from './RentRollPreviewTable';
import { RentRollSummary } from './RentRollSummary';
import styles from './RentRollImport.module.css';

export type RentRollPreviewPanelProps = {
  preview: TRentRollPreviewResponse;
  onCommit: () => void;
  /** The "rent paid up to" date was changed since this preview: the file is checked again before an import. */
  isStale: boolean;
  onCheckAgain: () => void;
  isCommitting: boolean;
  commitError: unknown;
};

/** The preview: what the import would create, the rows with their errors per cell, and the import button. */
export function RentRollPreviewPanel({
  preview,
  onCommit,
  isStale,
  onCheckAgain,
  isCommitting,
  commitError,
}: RentRollPreviewPanelProps) {
  const { t } = useTranslation('properties');
  const reasonId = useId();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const { summary } = preview;
  const rows = visibleRows(preview.rows, onlyErrors);
  const hasNothingNew = summary.properties + summary.tenants + summary.contracts === 0;
  // Why the button is disabled, said beside it and tied to it.
  const blockedReason = isStale
    ? t('rentRollImport.commit.staleDate')
    : summary.errors > 0
      ? t('rentRollImport.commit.blockedByErrors', { count: summary.errors })
      : hasNothingNew
        ? t('rentRollImport.commit.nothingNew')
        : null;

  return (
    <Card as="section" title={t('rentRollImport.preview.title')} data-testid="rent-roll-preview">
      <div className={layout.stack}>
        <RentRollSummary
          label={t('rentRollImport.summary.label')}
          counts={summary}
          testId="rent-roll-summary"
        />
        <p className={styles.muted}>
          {preview.paidThrough
            ? t('rentRollImport.preview.paidThrough', { date: formatDate(preview.paidThrough) })
            : t('rentRollImport.preview.noPaidThrough')}
        </p>
        <ChoiceField
          type="checkbox"
          label={t('rentRollImport.preview.onlyErrors')}
          checked={onlyErrors}
          onChange={(event) => setOnlyErrors(event.target.checked)}
        />
        {rows.length > 0 ? (
          <RentRollPreviewTable rows={rows} />
        ) : (
          <p className={styles.muted}>{t('rentRollImport.preview.noErrorRows')}</p>
        )}
        {blockedReason ? (
          <p id={reasonId} className={styles.muted} data-testid="rent-roll-commit-blocked">
            {blockedReason}
          </p>
        ) : null}
        {isStale ? (
          <div>
            <Button variant="secondary" onClick={onCheckAgain}>
              {t('rentRollImport.commit.checkAgain')}
            </Button>
          </div>
        ) : null}
        {commitError ? (
          <ImportRefusal
            error={commitError}
            fallback={t('rentRollImport.commit.failed')}
            testId="rent-roll-commit-error"
          />
        ) : null}
        <div>
          <Button
            onClick={onCommit}
            disabled={blockedReason !== null}
            isLoading={isCommitting}
            aria-describedby={blockedReason ? reasonId : undefined}
          >
            {t('rentRollImport.commit.submit')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
