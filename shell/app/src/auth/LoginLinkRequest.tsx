import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZRequestLoginLinkRequest } from '@immodesk/contracts/auth/loginLink.contract';
import { apiPost } from '@immodesk/sdk';
import { Button, TextField } from '@immodesk/ui-kit';
import { toastFailure } from '../errors/toastFailure';
import styles from './AuthPanel.module.css';

export type LoginLinkRequestProps = {
  /** The address typed at the refused login, filled in for the visitor. */
  email?: string;
};

/** POST /api/auth/login-link; always 204, so the confirmation never says whether the address has an account. */
export function LoginLinkRequest({ email }: LoginLinkRequestProps) {
  const { t } = useTranslation();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isSent, setIsSent] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZRequestLoginLinkRequest.safeParse({ email: String(new FormData(event.currentTarget).get('email') ?? '') });
    if (!parsed.success) {
      setFieldError(t('login.emailInvalid'));
      return;
    }
    setFieldError(null);
    setIsSending(true);
    setIsSent(false);
    try {
      await apiPost('/api/auth/login-link', parsed.data);
      setIsSent(true);
    } catch (error) {
      toastFailure(t('loginLink.failed'), error);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form className={styles.stack} onSubmit={handleSubmit} noValidate data-testid="login-link-request">
      <p>{t('loginLink.intro')}</p>
      <TextField name="email" type="email" label={t('login.email')} autoComplete="email" inputMode="email" defaultValue={email} required error={fieldError} />
      <Button type="submit" variant="secondary" isLoading={isSending}>
        {t('loginLink.submit')}
      </Button>
      <p role="status" className={isSent ? styles.notice : undefined}>
        {isSent ? t('loginLink.sent') : null}
      </p>
    </form>
  );
}
