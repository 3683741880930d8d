import { useTranslation } from 'react-i18next';
import type { TImportBankStatementResponse } from '@immodesk/contracts/bankStatements/importBankStatement.contract';
import { FigureList } from '../../../shared/components/FigureList';
import styles from './BankStatementsPage.module.css';

export type ImportSummaryProps = { result: TImportBankStatementResponse; fileName: string };

/** What the last import did: credits imported, already known, matched, waiting for a confirmation or a hand. */
export function ImportSummary({ result, fileName }: ImportSummaryProps) {
  const { t } = useTranslation('finance');
  const figures = (['imported', 'duplicates', 'matched', 'candidates', 'unmatched'] as const).map((key) => ({
    key,
    label: t(`bankStatements.summary.${key}`),
    value: result[key],
  }));
  return (
    <section
      className={styles.summary}
      aria-labelledby="statement-import-summary"
      role="status"
      data-testid="statement-import-summary"
    >
      <h2 id="statement-import-summary" className={styles.sectionTitle}>
        {t('bankStatements.summary.title', { fileName })}
      </h2>
      <p className={styles.muted}>{t(`bankStatements.summary.format.${result.format}`)}</p>
      <FigureList figures={figures} testIdPrefix="statement-summary" />
    </section>
  );
}
