import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZResendVerificationRequest } from '@immodesk/contracts/auth/verifyEmail.contract';
import { apiPost } from '@immodesk/sdk';
import { Button, TextField } from '@immodesk/ui-kit';
import { toastFailure } from '../errors/toastFailure';
import styles from './AuthPanel.module.css';

export type ResendVerificationProps = {
  /** Known address (after sign-up or a refused login): a button only. Without it the visitor types the address. */
  email?: string;
};

/** POST /api/auth/resend-verification; always 204, so the confirmation never says whether the address exists. */
export function ResendVerification({ email }: ResendVerificationProps) {
  const { t } = useTranslation();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isSent, setIsSent] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = email ?? String(new FormData(event.currentTarget).get('email') ?? '');
    const parsed = ZResendVerificationRequest.safeParse({ email: typed });
    if (!parsed.success) {
      setFieldError(t('validation.emailInvalid'));
      return;
    }
    setFieldError(null);
    setIsSending(true);
    setIsSent(false);
    try {
      await apiPost('/api/auth/resend-verification', parsed.data);
      setIsSent(true);
    } catch (error) {
      toastFailure(t('resendVerification.failed'), error);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form className={styles.stack} onSubmit={handleSubmit} noValidate>
      {email ? null : (
        <TextField name="email" type="email" label={t('resendVerification.email')} autoComplete="email" inputMode="email" required error={fieldError} />
      )}
      <Button type="submit" variant="secondary" isLoading={isSending}>
        {t('resendVerification.submit')}
      </Button>
      <p role="status" className={isSent ? styles.notice : undefined}>
        {isSent ? t('resendVerification.sent') : null}
      </p>
    </form>
  );
}
