import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { apiPost, toastSuccess } from '@immodesk/sdk';
import { Button, Card, TextField } from '@immodesk/ui-kit';
import { PASSWORD_MESSAGE_KEYS, checkNewPassword } from '../../auth/passwordRules';
import { toastFailure } from '../../errors/toastFailure';
import { settingsKeys } from '../settingsKeys';
import styles from '../Settings.module.css';
import { NewPasswordFields } from '../../auth/NewPasswordFields';

type FieldErrors = Partial<Record<'currentPassword' | 'newPassword' | 'confirmation', string>>;

/** Settings → account → security: change the password; the current one is required (SPEC §5). */
export function PasswordChangeCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const currentPassword = String(form.get('currentPassword') ?? '');
    const newPassword = String(form.get('newPassword') ?? '');
    const problems = checkNewPassword(newPassword, String(form.get('confirmation') ?? ''));
    const errors: FieldErrors = {};
    if (!currentPassword) errors.currentPassword = t('validation.currentPasswordRequired');
    if (problems.password) errors.newPassword = t(PASSWORD_MESSAGE_KEYS.tooShort);
    if (problems.confirmation) errors.confirmation = t(PASSWORD_MESSAGE_KEYS.mismatch);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setIsSaving(true);
    try {
      await apiPost('/api/user/password', { currentPassword, newPassword });
      formElement.reset();
      toastSuccess(t('security.passwordChanged'));
      // The server ends the other sessions.
      void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() });
    } catch (error) {
      toastFailure(t('security.passwordChangeFailed'), error);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card as="section" title={t('security.title')} headingLevel={3}>
      <p className={styles.text}>{t('security.description')}</p>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <TextField
          name="currentPassword"
          type="password"
          label={t('security.currentPassword')}
          autoComplete="current-password"
          required
          error={fieldErrors.currentPassword}
        />
        <NewPasswordFields
          name="newPassword"
          label={t('security.newPassword')}
          confirmationLabel={t('security.confirmation')}
          error={fieldErrors.newPassword}
          confirmationError={fieldErrors.confirmation}
        />
        <div className={styles.actions}>
          <Button type="submit" isLoading={isSaving}>
            {t('security.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
