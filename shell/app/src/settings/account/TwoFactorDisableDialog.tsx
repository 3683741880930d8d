import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReauthentication } from '@immodesk/contracts/user/reauthentication';
import { ZDisableTwoFactorRequest } from '@immodesk/contracts/user/twoFactor.contract';
import { apiPost, isApiError, toastSuccess } from '@immodesk/sdk';
import { readCode, TextField } from '@immodesk/ui-kit';
import { ReauthenticationDialog } from '../ReauthenticationDialog';
import { useSetTwoFactorEnabled } from './useSetTwoFactorEnabled';

export type TwoFactorDisableDialogProps = { isOpen: boolean; onDisabled: () => void; onClose: () => void };

/** Turning two-factor off needs a current code (or a recovery code) and the current password. */
export function TwoFactorDisableDialog({ isOpen, onDisabled, onClose }: TwoFactorDisableDialogProps) {
  const { t } = useTranslation();
  const setTwoFactorEnabled = useSetTwoFactorEnabled();
  const [codeError, setCodeError] = useState<string | null>(null);

  const validate = (form: FormData) => {
    const isValid = ZDisableTwoFactorRequest.shape.code.safeParse(readCode(form)).success;
    setCodeError(isValid ? null : t('twoFactor.codeOrRecoveryInvalid'));
    return isValid;
  };

  const handleConfirm = async (proof: TReauthentication, form: FormData) => {
    await apiPost('/api/user/2fa/disable', { ...proof, code: readCode(form) });
    setTwoFactorEnabled(false);
    toastSuccess(t('twoFactor.disabled'));
    onDisabled();
  };

  // A wrong authenticator code comes back as a field message for `code`.
  const handleError = (error: unknown) => {
    const message = isApiError(error) ? error.details?.code : undefined;
    if (typeof message === 'string') setCodeError(message);
  };

  return (
    <ReauthenticationDialog
      isOpen={isOpen}
      title={t('twoFactor.disable')}
      confirmLabel={t('twoFactor.confirmDisable')}
      failureMessage={t('twoFactor.disableFailed')}
      isDanger
      validate={validate}
      onConfirm={handleConfirm}
      onError={handleError}
      onClose={() => {
        setCodeError(null);
        onClose();
      }}
    >
      <TextField
        name="code"
        label={t('twoFactor.codeOrRecovery')}
        hint={t('twoFactor.codeOrRecoveryHint')}
        autoComplete="one-time-code"
        required
        data-autofocus
        error={codeError}
      />
    </ReauthenticationDialog>
  );
}
