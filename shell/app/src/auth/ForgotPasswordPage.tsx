import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ZForgotPasswordRequest } from '@immodesk/contracts/auth/passwordReset.contract';
import { apiPost } from '@immodesk/sdk';
import { Button, EmailField, layout } from '@immodesk/ui-kit';
import { toastFailure } from '../errors/toastFailure';
import { AuthPanel } from './AuthPanel';
import { DevMailboxHint } from './DevMailboxHint';
import styles from './AuthPanel.module.css';

/** SPEC §4 password reset: request → link sent. The answer is the same whether or not the address exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZForgotPasswordRequest.safeParse({
      email: String(new FormData(event.currentTarget).get('email') ?? ''),
    });
    if (!parsed.success) {
      setFieldError(t('validation.emailInvalid'));
      return;
    }
    setFieldError(null);
    setIsSubmitting(true);
    try {
      await apiPost('/api/auth/forgot-password', parsed.data);
      setSentTo(parsed.data.email);
    } catch (error) {
      toastFailure(t('forgotPassword.failed'), error);
    } finally {
      setIsSubmitting(false);
    }
  };

  if (sentTo) {
    return (
      <AuthPanel title={t('forgotPassword.sentTitle')}>
        <p role="status" data-testid="forgot-password-sent">
          {t('forgotPassword.sent', { email: sentTo })}
        </p>
        <DevMailboxHint />
        <p className={styles.links}>
          <Link to="/login">{t('auth.backToLogin')}</Link>
        </p>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      <form className={layout.wideStack} onSubmit={handleSubmit} noValidate>
        <EmailField name="email" label={t('forgotPassword.email')} required error={fieldError} />
        <Button type="submit" isFullWidth isLoading={isSubmitting}>
          {t('forgotPassword.submit')}
        </Button>
      </form>
      <p className={styles.links}>
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </p>
    </AuthPanel>
  );
}
