import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, currentLanguage, currentUserQueryKey, toastSuccess } from '@immodesk/sdk';
import { Button, Dialog, TextField } from '@immodesk/ui-kit';
import { toastFailure } from '../../errors/toastFailure';
import { isDeletionEmailCorrect } from './deletionCheck';
import settingsStyles from '../Settings.module.css';

export type DeleteAccountDialogProps = { isOpen: boolean; accountEmail: string; onClose: () => void };

/** Type the account e-mail to delete everything; afterwards the user is signed out on every device. */
export function DeleteAccountDialog({ isOpen, accountEmail, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const handleClose = () => {
    if (isDeleting) return;
    setFieldError(null);
    onClose();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('email') ?? '');
    if (!isDeletionEmailCorrect(typed, accountEmail)) {
      setFieldError(t('validation.emailIncorrect'));
      return;
    }
    setFieldError(null);
    setIsDeleting(true);
    try {
      await apiRequest('/api/user', { method: 'DELETE', body: { email: typed.trim().toLowerCase() } });
    } catch (error) {
      toastFailure(t('deleteAccount.failed'), error);
      setIsDeleting(false);
      return;
    }
    // Leave the protected area first, then forget the user and everything cached for them.
    navigate(`/${currentLanguage()}`, { replace: true });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    queryClient.setQueryData(currentUserQueryKey, null);
    toastSuccess(t('deleteAccount.done'));
  };

  return (
    <Dialog isOpen={isOpen} title={t('deleteAccount.dialogTitle')} description={t('deleteAccount.dialogDescription')} onClose={handleClose}>
      <form className={settingsStyles.form} onSubmit={handleSubmit} noValidate>
        <TextField
          name="email"
          type="email"
          label={t('deleteAccount.emailLabel', { email: accountEmail })}
          autoComplete="off"
          inputMode="email"
          required
          data-autofocus
          error={fieldError}
        />
        <div className={settingsStyles.actions}>
          <Button type="submit" variant="danger" isLoading={isDeleting}>
            {t('deleteAccount.confirm')}
          </Button>
          <Button variant="ghost" onClick={handleClose} disabled={isDeleting}>
            {t('actions.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
