import { useTranslation } from 'react-i18next';
import {
  BANK_STATEMENT_ACCEPT,
  BANK_STATEMENT_MAX_BYTES,
  type TImportBankStatementResponse,
} from '@immodesk/contracts/bankStatements/importBankStatement.contract';
import { FileUpload } from '@immodesk/ui-kit';
import { useStatementImport } from '../hooks/useStatementImport';
import styles from './BankStatementsPage.module.css';

export type StatementImportProps = {
  onImported: (result: TImportBankStatementResponse, fileName: string) => void;
};

/** Choose or drop one CODA, CAMT.053 or bank CSV file; it goes up at once with a progress bar. */
export function StatementImport({ onImported }: StatementImportProps) {
  const { t } = useTranslation('finance');
  const { upload, error, start } = useStatementImport(onImported);
  return (
    <div className={styles.import}>
      <FileUpload
        label={t('bankStatements.import.choose')}
        dropHint={t('bankStatements.import.dropHint')}
        hint={t('bankStatements.import.hint', { maximumMb: BANK_STATEMENT_MAX_BYTES / 1024 / 1024 })}
        accept={BANK_STATEMENT_ACCEPT}
        disabled={upload !== null}
        onFiles={(files) => {
          const [file] = files;
          if (file) void start(file);
        }}
        uploads={upload ? [{ id: 'statement', fileName: upload.fileName, progress: upload.progress }] : []}
        progressLabel={(item) => t('bankStatements.import.progress', { fileName: item.fileName })}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
