import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZTwoFactorSetupResponse, type TTwoFactorSetupResponse } from '@immodesk/contracts/user/twoFactor.contract';
import { apiPost } from '@immodesk/sdk';
import { Badge, Button, Card } from '@immodesk/ui-kit';
import { toastFailure } from '../../errors/toastFailure';
import { useAccountUser } from '../useAccountUser';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorDisableForm } from './TwoFactorDisableForm';
import { TwoFactorSetup } from './TwoFactorSetup';
import styles from '../Settings.module.css';

type Step = { name: 'status' } | { name: 'setup'; setup: TTwoFactorSetupResponse } | { name: 'recoveryCodes'; codes: string[] } | { name: 'disable' };

/** Settings → account → two-factor: enable with an authenticator app (QR code or key), or disable. */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const user = useAccountUser();
  const [step, setStep] = useState<Step>({ name: 'status' });
  const [isStarting, setIsStarting] = useState(false);
  const isEnabled = user?.twoFactorEnabled === true;

  const handleStart = async () => {
    setIsStarting(true);
    try {
      const setup = await apiPost('/api/user/2fa/setup', undefined, { schema: ZTwoFactorSetupResponse });
      setStep({ name: 'setup', setup });
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
        <Badge tone={isEnabled ? 'success' : 'neutral'}>{isEnabled ? t('twoFactor.on') : t('twoFactor.off')}</Badge>
      </p>
      {step.name === 'setup' ? (
        <TwoFactorSetup setup={step.setup} onEnabled={(codes) => setStep({ name: 'recoveryCodes', codes })} onCancel={showStatus} />
      ) : null}
      {step.name === 'recoveryCodes' ? <RecoveryCodes codes={step.codes} onDone={showStatus} /> : null}
      {step.name === 'disable' ? <TwoFactorDisableForm onDisabled={showStatus} onCancel={showStatus} /> : null}
      {step.name === 'status' ? (
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
    </Card>
  );
}
