import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  BANK_STATEMENT_MAX_BYTES,
  type TImportBankStatementResponse,
} from '@immodesk/contracts/bankStatements/importBankStatement.contract';
import { eventBus, isApiError } from '@immodesk/sdk';
import { rentPaymentKeys } from '../../rent-payment-list/api/rentPaymentKeys';
import { bankStatementKeys } from '../api/bankStatementKeys';
import { importStatement } from '../api/importStatement';

export type StatementUpload = { fileName: string; progress: number };

/** Sends one statement file with its progress; the result or the server's translated reason. */
export function useStatementImport(
  onImported: (result: TImportBankStatementResponse, fileName: string) => void,
) {
  const { t } = useTranslation('finance');
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<StatementUpload | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start(file: File) {
    setError(null);
    if (file.size > BANK_STATEMENT_MAX_BYTES) {
      setError(t('bankStatements.import.tooLarge', { maximumMb: BANK_STATEMENT_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setUpload({ fileName: file.name, progress: 0 });
    try {
      const result = await importStatement(
        file,
        (progress) => setUpload({ fileName: file.name, progress }),
        t('bankStatements.import.network'),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bankStatementKeys.all }),
        queryClient.invalidateQueries({ queryKey: rentPaymentKeys.all }),
      ]);
      if (result.matched > 0) eventBus.emit('data:changed', { entity: 'payment' });
      onImported(result, file.name);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('bankStatements.import.failed'));
    } finally {
      setUpload(null);
    }
  }

  return { upload, error, start };
}
