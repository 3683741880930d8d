import { useTranslation } from 'react-i18next';
import { Button, notice } from '@immodesk/ui-kit';
import settingsForm from '../financeSettings/FinanceSettingsForm.module.css';
import settingsStyles from '../Settings.module.css';
import { usePushDevice } from './usePushDevice';

/** Whether this browser shows push notifications, and the one button that turns them on or off here. */
export function PushDevice() {
  const { t } = useTranslation();
  const { state, otherDevices, turnOn, turnOff } = usePushDevice();
  return (
    <section className={settingsForm.group} aria-labelledby="push-device-title" data-testid="push-device">
      <h4 id="push-device-title" className={settingsForm.legend}>
        {t('communications.push.title')}
      </h4>
      <p className={settingsForm.help}>{t('communications.push.intro')}</p>
      {state === 'unsupported' ? <p className={notice.info}>{t('communications.push.unsupported')}</p> : null}
      {state === 'blocked' ? <p className={notice.info}>{t('communications.push.blockedHelp')}</p> : null}
      {state === 'on' ? <p className={settingsStyles.text}>{t('communications.push.onHere')}</p> : null}
      {otherDevices > 0 ? (
        <p className={settingsForm.help}>{t('communications.push.otherDevices', { count: otherDevices })}</p>
      ) : null}
      {state === 'off' || state === 'blocked' ? (
        <div className={settingsStyles.actions}>
          <Button variant="secondary" onClick={() => turnOn.mutate()} isLoading={turnOn.isPending}>
            {t('communications.push.turnOn')}
          </Button>
        </div>
      ) : null}
      {state === 'on' ? (
        <div className={settingsStyles.actions}>
          <Button variant="secondary" onClick={() => turnOff.mutate()} isLoading={turnOff.isPending}>
            {t('communications.push.turnOff')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
