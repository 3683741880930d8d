import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZVerifySigningCodeResponse } from '@immodesk/contracts/contracts/signing/publicContract.contract';
import { apiPost } from '@immodesk/sdk';
import { Button, CodeField } from '@immodesk/ui-kit';
import { toastFailure } from '../errors/toastFailure';
import { publicContractPath } from './publicContractPaths';
import styles from './ContractSharePage.module.css';

export type CodeStepProps = {
  shareToken: string;
  email: string;
  onVerified(signingToken: string): void;
  onRestart(): void;
};

/** Step 2: the six-digit code from the mail proves the address. */
export function CodeStep({ shareToken, email, onVerified, onRestart }: CodeStepProps) {
  const { t } = useTranslation();
  const [isChecking, setIsChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!/^\d{6}$/.test(code)) {
      setError(t('contractShare.codeFormat'));
      return;
    }
    setError(null);
    setIsChecking(true);
    try {
      const { signingToken } = await apiPost(
        publicContractPath(shareToken, 'verify'),
        { email, code },
        { schema: ZVerifySigningCodeResponse },
      );
      onVerified(signingToken);
    } catch (caught) {
      toastFailure(t('contractShare.verifyFailed'), caught);
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <form
      className={styles.step}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-labelledby="code-step-title"
    >
      <h2 id="code-step-title" className={styles.stepTitle}>
        {t('contractShare.codeTitle')}
      </h2>
      <p className={styles.text}>{t('contractShare.codeIntro', { email })}</p>
      <CodeField name="code" label={t('contractShare.code')} required error={error} />
      <div className={styles.actions}>
        <Button type="submit" isLoading={isChecking}>
          {t('contractShare.verify')}
        </Button>
        <Button type="button" variant="ghost" onClick={onRestart}>
          {t('contractShare.newCode')}
        </Button>
      </div>
    </form>
  );
}
