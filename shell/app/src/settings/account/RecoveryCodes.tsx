import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob, toastError, toastSuccess, useBranding } from '@immodesk/sdk';
import { Button } from '@immodesk/ui-kit';
import styles from './TwoFactor.module.css';
import settingsStyles from '../Settings.module.css';

export type RecoveryCodesProps = { codes: string[]; onDone: () => void };

/** The ten single-use recovery codes, shown this once, to copy or download as a text file. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const { productName } = useBranding();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const text = codes.join('\n');

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toastSuccess(t('twoFactor.codesCopied'));
    } catch {
      toastError(t('twoFactor.copyFailed'));
    }
  };

  const handleDownload = () => {
    const name = (productName || 'account').toLowerCase().replace(/[^a-z0-9]+/g, '-');
    saveBlob(new Blob([`${text}\n`], { type: 'text/plain;charset=utf-8' }), `${name}-recovery-codes.txt`);
  };

  return (
    <div data-testid="two-factor-recovery-codes">
      <h4 ref={headingRef} tabIndex={-1}>
        {t('twoFactor.recoveryCodesTitle')}
      </h4>
      <p className={styles.warning}>{t('twoFactor.recoveryCodesWarning')}</p>
      <ul className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={settingsStyles.actions}>
        <Button variant="secondary" onClick={() => void handleCopy()}>
          {t('twoFactor.copyCodes')}
        </Button>
        <Button variant="secondary" onClick={handleDownload}>
          {t('twoFactor.downloadCodes')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.codesSaved')}</Button>
      </div>
    </div>
  );
}
