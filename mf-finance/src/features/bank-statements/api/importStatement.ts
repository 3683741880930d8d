import {
  ZImportBankStatementResponse,
  type TImportBankStatementResponse,
} from '@immodesk/contracts/bankStatements/importBankStatement.contract';
import { uploadWithProgress } from '@immodesk/sdk';

/** POST /api/bank-statements (multipart `file`): reports the progress of the upload, answers what was imported and matched. */
export function importStatement(
  file: File,
  onProgress: (fraction: number) => void,
  networkErrorMessage: string,
): Promise<TImportBankStatementResponse> {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress('/api/bank-statements', form, {
    schema: ZImportBankStatementResponse,
    onProgress,
    networkErrorMessage,
  });
}
