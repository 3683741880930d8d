import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { TReauthentication } from '@immodesk/contracts/user/reauthentication';
import { apiPost, currentUserQueryKey, toastSuccess } from '@immodesk/sdk';
import { Button, Card, formGrid } from '@immodesk/ui-kit';
import { PASSWORD_MESSAGE_KEYS, checkNewPassword } from '../../auth/passwordRules';
import { NewPasswordFields } from '../../auth/NewPasswordFields';
import { ReauthenticationDialog } from '../ReauthenticationDialog';
import { settingsKeys } from '../settingsKeys';
import { useAccountUser } from '../useAccountUser';
import styles from '../Settings.module.css';

type FieldErrors = Partial<Record<'newPassword' | 'confirmation', string>>;

/**
 * Settings → account → security: choose a new password, then confirm with the current one (SPEC §5) in the
 * re-authentication dialog. An account without a password (social sign-in) sets its first one with a mailed code.
 */
export function PasswordChangeCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useAccountUser();
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [newPassword, setNewPassword] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('newPassword') ?? '');
    const problems = checkNewPassword(password, String(form.get('confirmation') ?? ''));
    const errors: FieldErrors = {};
    if (problems.password) errors.newPassword = t(PASSWORD_MESSAGE_KEYS.tooShort);
    if (problems.confirmation) errors.confirmation = t(PASSWORD_MESSAGE_KEYS.mismatch);
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) setNewPassword(password);
  };

  const handleConfirm = async (proof: TReauthentication) => {
    await apiPost('/api/user/password', { ...proof, newPassword });
    setNewPassword(null);
    formRef.current?.reset();
    toastSuccess(t('security.passwordChanged'));
    // The server ends the other sessions; an account that had no password has one now.
    void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() });
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };

  return (
    <Card as="section" title={t('security.title')} headingLevel={3}>
      <p className={styles.text}>
        {user?.hasPassword === false ? t('security.descriptionWithoutPassword') : t('security.description')}
      </p>
      <form ref={formRef} className={formGrid.narrowForm} onSubmit={handleSubmit} noValidate>
        <NewPasswordFields
          name="newPassword"
          label={t('security.newPassword')}
          confirmationLabel={t('security.confirmation')}
          error={fieldErrors.newPassword}
          confirmationError={fieldErrors.confirmation}
        />
        <div className={styles.actions}>
          <Button type="submit">{t('security.submit')}</Button>
        </div>
      </form>
      <ReauthenticationDialog
        isOpen={newPassword !== null}
        title={t('security.confirmTitle')}
        confirmLabel={t('security.submit')}
        failureMessage={t('security.passwordChangeFailed')}
        onConfirm={handleConfirm}
        onError={() => setNewPassword(null)}
        onClose={() => setNewPassword(null)}
      />
    </Card>
  );
}
