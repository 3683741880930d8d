import { useTranslation } from 'react-i18next';
import type { TImportBankStatementResponse } from '@immodesk/contracts/bankStatements/importBankStatement.contract';
import styles from './BankStatementsPage.module.css';

export type ImportSummaryProps = { result: TImportBankStatementResponse; fileName: string };

/** What the last import did: credits imported, already known, matched, waiting for a confirmation or a hand. */
export function ImportSummary({ result, fileName }: ImportSummaryProps) {
  const { t } = useTranslation('finance');
  const figures = [
    { key: 'imported', value: result.imported },
    { key: 'duplicates', value: result.duplicates },
    { key: 'matched', value: result.matched },
    { key: 'candidates', value: result.candidates },
    { key: 'unmatched', value: result.unmatched },
  ] as const;
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
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.figure} data-testid={`statement-summary-${figure.key}`}>
            <dt>{t(`bankStatements.summary.${figure.key}`)}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
