import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TVerifySignedPdfResponse } from '@immodesk/contracts/contracts/signing/contractSigning.contract';
import { toastError } from '@immodesk/sdk';
import { verifySignedPdf } from '../api/contractSigningApi';
import styles from './ContractSigning.module.css';

/** Re-upload a PDF: is it the signed original (its SHA-256 is the one in the audit trail) or was it altered? */
export function SignedPdfCheck({ contractId }: { contractId: string }) {
  const { t } = useTranslation('properties');
  const [result, setResult] = useState<TVerifySignedPdfResponse | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setIsChecking(true);
    setResult(null);
    try {
      setResult(await verifySignedPdf(contractId, file, t('contractSigning.verify.network')));
    } catch (error) {
      toastError(error, t('contractSigning.verify.failed'));
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <div className={styles.verify}>
      <label htmlFor="signed-pdf-check" className={styles.label}>
        {t('contractSigning.verify.label')}
      </label>
      <input
        id="signed-pdf-check"
        type="file"
        accept="application/pdf,.pdf"
        disabled={isChecking}
        onChange={(event) => void handleFile(event)}
      />
      <p
        role="status"
        className={result ? (result.isSignedOriginal ? styles.ok : styles.error) : styles.muted}
        data-testid="signed-pdf-check-result"
      >
        {isChecking ? t('contractSigning.verify.checking') : null}
        {result
          ? result.isSignedOriginal
            ? t('contractSigning.verify.original')
            : t('contractSigning.verify.altered')
          : null}
      </p>
    </div>
  );
}
