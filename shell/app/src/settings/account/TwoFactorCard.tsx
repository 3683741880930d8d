import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReauthentication } from '@immodesk/contracts/user/reauthentication';
import {
  ZTwoFactorSetupResponse,
  type TTwoFactorSetupResponse,
} from '@immodesk/contracts/user/twoFactor.contract';
import { apiPost } from '@immodesk/sdk';
import { Badge, Button, Card } from '@immodesk/ui-kit';
import { toastFailure } from '../../errors/toastFailure';
import { ReauthenticationDialog } from '../ReauthenticationDialog';
import { useAccountUser } from '../useAccountUser';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorDisableDialog } from './TwoFactorDisableDialog';
import { TwoFactorSetup } from './TwoFactorSetup';
import styles from '../Settings.module.css';

type Step =
  | { name: 'status' }
  | { name: 'confirmSetup' }
  | { name: 'setup'; setup: TTwoFactorSetupResponse; proof: TReauthentication }
  | { name: 'recoveryCodes'; codes: string[] }
  | { name: 'disable' };

/**
 * Settings → account → two-factor: enable with an authenticator app (QR code or key), or disable; both are
 * confirmed with the current password. The password typed for the setup also confirms its last step, and is
 * forgotten with it.
 */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const user = useAccountUser();
  const [step, setStep] = useState<Step>({ name: 'status' });
  const [isStarting, setIsStarting] = useState(false);
  const isEnabled = user?.twoFactorEnabled === true;

  const startSetup = async (proof: TReauthentication) => {
    const setup = await apiPost('/api/user/2fa/setup', proof, { schema: ZTwoFactorSetupResponse });
    setStep({ name: 'setup', setup, proof });
  };

  // An account without a password cannot use two-factor: the server says so (and how to set a password) at once.
  const handleStart = async () => {
    if (user?.hasPassword !== false) {
      setStep({ name: 'confirmSetup' });
      return;
    }
    setIsStarting(true);
    try {
      await startSetup({});
    } catch (error) {
      toastFailure(t('twoFactor.setupFailed'), error);
    } finally {
      setIsStarting(false);
    }
  };

  const showStatus = () => setStep({ name: 'status' });

  return (
    <Card as="section" title={t('twoFactor.title')} headingLevel={3} data-testid="two-factor-card">
      <p className={styles.text}>
        {t('twoFactor.description')}{' '}
        <Badge tone={isEnabled ? 'success' : 'neutral'}>
          {isEnabled ? t('twoFactor.on') : t('twoFactor.off')}
        </Badge>
      </p>
      {step.name === 'setup' ? (
        <TwoFactorSetup
          setup={step.setup}
          proof={step.proof}
          onEnabled={(codes) => setStep({ name: 'recoveryCodes', codes })}
          onCancel={showStatus}
        />
      ) : null}
      {step.name === 'recoveryCodes' ? <RecoveryCodes codes={step.codes} onDone={showStatus} /> : null}
      {step.name === 'status' || step.name === 'confirmSetup' || step.name === 'disable' ? (
        <div className={styles.actions}>
          {isEnabled ? (
            <Button variant="secondary" onClick={() => setStep({ name: 'disable' })}>
              {t('twoFactor.disable')}
            </Button>
          ) : (
            <Button onClick={() => void handleStart()} isLoading={isStarting}>
              {t('twoFactor.enable')}
            </Button>
          )}
        </div>
      ) : null}
      <ReauthenticationDialog
        isOpen={step.name === 'confirmSetup'}
        title={t('twoFactor.enable')}
        confirmLabel={t('twoFactor.continue')}
        failureMessage={t('twoFactor.setupFailed')}
        onConfirm={startSetup}
        onError={showStatus}
        onClose={showStatus}
      />
      <TwoFactorDisableDialog isOpen={step.name === 'disable'} onDisabled={showStatus} onClose={showStatus} />
    </Card>
  );
}
