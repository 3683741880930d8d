import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { TReauthentication } from '@immodesk/contracts/user/reauthentication';
import { apiRequest, currentLanguage, currentUserQueryKey, toastSuccess } from '@immodesk/sdk';
import { ReauthenticationDialog } from '../ReauthenticationDialog';
import { isDeletionEmailCorrect } from './deletionCheck';

export type DeleteAccountDialogProps = { isOpen: boolean; accountEmail: string; onClose: () => void };

/** Type the account e-mail and confirm it is you to delete everything; afterwards the user is signed out on every device. */
export function DeleteAccountDialog({ isOpen, accountEmail, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const checkEmail = (form: FormData) =>
    isDeletionEmailCorrect(String(form.get('email') ?? ''), accountEmail)
      ? null
      : t('validation.emailIncorrect');

  const handleConfirm = async (proof: TReauthentication, form: FormData) => {
    const email = String(form.get('email') ?? '')
      .trim()
      .toLowerCase();
    await apiRequest('/api/user', { method: 'DELETE', body: { email, ...proof } });
    // Leave the protected area first, then forget the user and everything cached for them.
    navigate(`/${currentLanguage()}`, { replace: true });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    queryClient.setQueryData(currentUserQueryKey, null);
    toastSuccess(t('deleteAccount.done'));
  };

  return (
    <ReauthenticationDialog
      isOpen={isOpen}
      title={t('deleteAccount.dialogTitle')}
      description={t('deleteAccount.dialogDescription')}
      confirmLabel={t('deleteAccount.confirm')}
      failureMessage={t('deleteAccount.failed')}
      isDanger
      actionField={{
        input: {
          name: 'email',
          type: 'email',
          label: t('deleteAccount.emailLabel', { email: accountEmail }),
          autoComplete: 'off',
          inputMode: 'email',
        },
        check: checkEmail,
      }}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
