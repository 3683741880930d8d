import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZRequestSigningCodeRequest } from '@immodesk/contracts/contracts/signing/publicContract.contract';
import { apiPost, toastSuccess } from '@immodesk/sdk';
import { Button, EmailField, TextField } from '@immodesk/ui-kit';
import { toastFailure } from '../errors/toastFailure';
import { publicContractPath } from './publicContractPaths';
import styles from './ContractSharePage.module.css';

export type IdentityStepProps = {
  shareToken: string;
  onCodeSent(signer: { name: string; email: string }): void;
};

/** Step 1: the tenant confirms their name and e-mail address; a one-time code goes to that address. */
export function IdentityStep({ shareToken, onCodeSent }: IdentityStepProps) {
  const { t } = useTranslation();
  const [isSending, setIsSending] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ZRequestSigningCodeRequest.safeParse({ name: form.get('name'), email: form.get('email') });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      setErrors({
        name: fields.has('name') ? t('validation.required') : undefined,
        email: fields.has('email') ? t('contractShare.invalidEmail') : undefined,
      });
      return;
    }
    setErrors({});
    setIsSending(true);
    try {
      await apiPost(publicContractPath(shareToken, 'code'), parsed.data);
      toastSuccess(t('contractShare.codeSent', { email: parsed.data.email }));
      onCodeSent(parsed.data);
    } catch (error) {
      toastFailure(t('contractShare.codeFailed'), error);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form
      className={styles.step}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-labelledby="identity-step-title"
    >
      <h2 id="identity-step-title" className={styles.stepTitle}>
        {t('contractShare.identityTitle')}
      </h2>
      <p className={styles.text}>{t('contractShare.identityIntro')}</p>
      <TextField
        name="name"
        label={t('contractShare.name')}
        autoComplete="name"
        required
        error={errors.name}
      />
      <EmailField name="email" label={t('contractShare.email')} required error={errors.email} />
      <Button type="submit" isLoading={isSending}>
        {t('contractShare.sendCode')}
      </Button>
    </form>
  );
}
