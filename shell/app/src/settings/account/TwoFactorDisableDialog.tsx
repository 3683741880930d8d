import { useTranslation } from 'react-i18next';
import type { TReauthentication } from '@immodesk/contracts/user/reauthentication';
import { ZDisableTwoFactorRequest } from '@immodesk/contracts/user/twoFactor.contract';
import { apiPost, toastSuccess } from '@immodesk/sdk';
import { readCode } from '@immodesk/ui-kit';
import { ReauthenticationDialog } from '../ReauthenticationDialog';
import { useSetTwoFactorEnabled } from './useSetTwoFactorEnabled';

export type TwoFactorDisableDialogProps = { isOpen: boolean; onDisabled: () => void; onClose: () => void };

/** Turning two-factor off needs a current code (or a recovery code) and the current password. */
export function TwoFactorDisableDialog({ isOpen, onDisabled, onClose }: TwoFactorDisableDialogProps) {
  const { t } = useTranslation();
  const setTwoFactorEnabled = useSetTwoFactorEnabled();

  const checkCode = (form: FormData) =>
    ZDisableTwoFactorRequest.shape.code.safeParse(readCode(form)).success
      ? null
      : t('twoFactor.codeOrRecoveryInvalid');

  const handleConfirm = async (proof: TReauthentication, form: FormData) => {
    await apiPost('/api/user/2fa/disable', { ...proof, code: readCode(form) });
    setTwoFactorEnabled(false);
    toastSuccess(t('twoFactor.disabled'));
    onDisabled();
  };

  return (
    <ReauthenticationDialog
      isOpen={isOpen}
      title={t('twoFactor.disable')}
      confirmLabel={t('twoFactor.confirmDisable')}
      failureMessage={t('twoFactor.disableFailed')}
      isDanger
      // A wrong authenticator code comes back as the server's message for `code`, shown under the field.
      actionField={{
        input: {
          name: 'code',
          label: t('twoFactor.codeOrRecovery'),
          hint: t('twoFactor.codeOrRecoveryHint'),
          autoComplete: 'one-time-code',
        },
        check: checkCode,
      }}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
