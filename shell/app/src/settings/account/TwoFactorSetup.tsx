import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReauthentication } from '@immodesk/contracts/user/reauthentication';
import {
  ZEnableTwoFactorResponse,
  ZTotpCode,
  type TTwoFactorSetupResponse,
} from '@immodesk/contracts/user/twoFactor.contract';
import { apiPost, toastSuccess } from '@immodesk/sdk';
import { Button, CodeField, formGrid, readCode } from '@immodesk/ui-kit';
import { toastFailure } from '../../errors/toastFailure';
import { useSetTwoFactorEnabled } from './useSetTwoFactorEnabled';
import styles from './TwoFactor.module.css';
import settingsStyles from '../Settings.module.css';

export type TwoFactorSetupProps = {
  setup: TTwoFactorSetupResponse;
  /** The password confirmed for the setup, sent again to turn two-factor on. */
  proof: TReauthentication;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
};

/** Scan the QR code (or type the key), then confirm with a first code; only then is two-factor on. */
export function TwoFactorSetup({ setup, proof, onEnabled, onCancel }: TwoFactorSetupProps) {
  const { t } = useTranslation();
  const setTwoFactorEnabled = useSetTwoFactorEnabled();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZTotpCode.safeParse(readCode(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setFieldError(t('login.totpInvalid'));
      return;
    }
    setFieldError(null);
    setIsSaving(true);
    try {
      const { recoveryCodes } = await apiPost(
        '/api/user/2fa/enable',
        { ...proof, code: parsed.data },
        { schema: ZEnableTwoFactorResponse },
      );
      setTwoFactorEnabled(true);
      toastSuccess(t('twoFactor.enabled'));
      onEnabled(recoveryCodes);
    } catch (error) {
      toastFailure(t('twoFactor.enableFailed'), error);
      setIsSaving(false);
    }
  };

  return (
    <div className={styles.setup}>
      <ol className={styles.steps}>
        <li>
          <p>{t('twoFactor.scan')}</p>
          <img
            className={styles.qr}
            src={setup.qrCodeDataUrl}
            alt={t('twoFactor.qrAlt')}
            width={200}
            height={200}
          />
        </li>
        <li>
          <p>{t('twoFactor.manualEntry')}</p>
          <code className={styles.secret} data-testid="two-factor-secret">
            {setup.secret}
          </code>
        </li>
        <li>
          <form className={formGrid.narrowForm} onSubmit={handleSubmit} noValidate>
            <CodeField
              name="code"
              label={t('twoFactor.code')}
              hint={t('login.totpHint')}
              required
              error={fieldError}
            />
            <div className={settingsStyles.actions}>
              <Button type="submit" isLoading={isSaving}>
                {t('twoFactor.confirm')}
              </Button>
              <Button variant="ghost" onClick={onCancel}>
                {t('actions.cancel')}
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
