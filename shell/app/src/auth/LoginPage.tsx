import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ZLoginRequest, ZLoginResponse } from '@immodesk/contracts/auth/login.contract';
import { apiPost, changeLanguage, currentUserQueryKey, isApiError, toastError, useBranding } from '@immodesk/sdk';
import { Button, Card, TextField } from '@immodesk/ui-kit';
import { PublicLayout } from '../public/PublicLayout';
import styles from './LoginPage.module.css';

type FieldErrors = Partial<Record<'email' | 'password' | 'totpCode', string>>;

const FIELD_MESSAGE_KEYS = { email: 'login.emailInvalid', password: 'login.passwordRequired', totpCode: 'login.totpInvalid' } as const;

export function LoginPage() {
  const { t } = useTranslation();
  const { productName } = useBranding();
  const queryClient = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isTotpRequired, setIsTotpRequired] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const totpCode = String(form.get('totpCode') ?? '').trim();
    // The same schema as the BFF contract; the server's own message still wins on 401/400.
    const parsed = ZLoginRequest.safeParse({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      totpCode: isTotpRequired ? totpCode : undefined,
    });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'email' || field === 'password' || field === 'totpCode') errors[field] = t(FIELD_MESSAGE_KEYS[field]);
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setIsSubmitting(true);
    try {
      const user = await apiPost('/api/auth/login', parsed.data, { schema: ZLoginResponse });
      await changeLanguage(user.language);
      // GuestOnly sees the user and sends them where they came from (or to the dashboard).
      queryClient.setQueryData(currentUserQueryKey, user);
    } catch (error) {
      if (isApiError(error) && error.code === 'totp_required') setIsTotpRequired(true);
      toastError(error);
      setIsSubmitting(false);
    }
  };

  return (
    <PublicLayout>
      <Card className={styles.panel}>
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className={styles.subtitle}>{t('login.subtitle', { productName })}</p>
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <TextField
            name="email"
            type="email"
            label={t('login.email')}
            autoComplete="username"
            inputMode="email"
            required
            error={fieldErrors.email}
          />
          <TextField
            name="password"
            type="password"
            label={t('login.password')}
            autoComplete="current-password"
            required
            error={fieldErrors.password}
          />
          {isTotpRequired ? (
            <TextField
              name="totpCode"
              label={t('login.totp')}
              hint={t('login.totpHint')}
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              autoFocus
              error={fieldErrors.totpCode}
            />
          ) : null}
          <Button type="submit" isFullWidth isLoading={isSubmitting}>
            {t('login.submit')}
          </Button>
        </form>
      </Card>
    </PublicLayout>
  );
}
