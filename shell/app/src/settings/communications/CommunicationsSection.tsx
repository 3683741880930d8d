import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_PREFERENCE_KINDS,
  type TNotificationChannels,
  type TNotificationPreferences,
} from '@immodesk/contracts/user/notificationPreferences.contract';
import { Button, Card, ChoiceField, ErrorState, layout, notice, Spinner } from '@immodesk/ui-kit';
import { useNotificationPreferences } from './useNotificationPreferences';
import { useSaveNotificationPreferences } from './useSaveNotificationPreferences';
// The fieldsets of every settings form: a bordered group, its legend and help text.
import settingsForm from '../financeSettings/FinanceSettingsForm.module.css';
import settingsStyles from '../Settings.module.css';
import styles from './CommunicationsSection.module.css';

const CHANNELS = ['email', 'sms', 'push'] as const satisfies readonly (keyof TNotificationChannels)[];

/** Account-security mails (sign-in links, password reset, address changes) keep the owner in control: always on. */
const isLocked = (kind: keyof TNotificationPreferences, channel: keyof TNotificationChannels) =>
  kind === 'accountSecurity' && channel === 'email';

function readPreferences(form: HTMLFormElement): TNotificationPreferences {
  const data = new FormData(form);
  const channelsOf = (kind: keyof TNotificationPreferences): TNotificationChannels => ({
    email: isLocked(kind, 'email') || data.has(`${kind}.email`),
    sms: data.has(`${kind}.sms`),
    push: data.has(`${kind}.push`),
  });
  return {
    accountSecurity: channelsOf('accountSecurity'),
    rentOverdue: channelsOf('rentOverdue'),
    rentReceived: channelsOf('rentReceived'),
  };
}

/**
 * SPEC §2 settings → communications: e-mail, SMS and push per notification kind, stored per user. It says plainly
 * what is sent today: account-security mails always; nothing else by e-mail, SMS or push yet.
 */
export function CommunicationsSection() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(readPreferences(event.currentTarget));
  };

  return (
    <>
      <h2 className={settingsStyles.sectionHeading}>{t('settings.sections.communications')}</h2>
      {preferences.isPending ? <Spinner label={t('app.loading')} /> : null}
      {preferences.isError ? (
        <ErrorState
          title={t('communications.unavailableTitle')}
          message={t('communications.fetchFailed')}
          retryLabel={t('app.retry')}
          onRetry={() => void preferences.refetch()}
        />
      ) : null}
      {preferences.data ? (
        <Card as="section" title={t('communications.title')} headingLevel={3}>
          <p className={settingsStyles.text}>{t('communications.intro')}</p>
          <p className={notice.info} data-testid="communications-not-sent">
            {t('communications.notSentYet')}
          </p>
          <form className={layout.wideStack} onSubmit={handleSubmit} key={JSON.stringify(preferences.data)}>
            {NOTIFICATION_PREFERENCE_KINDS.map((kind) => (
              <fieldset key={kind} className={settingsForm.group} data-testid={`preferences-${kind}`}>
                <legend className={settingsForm.legend}>{t(`communications.kinds.${kind}.title`)}</legend>
                <p className={settingsForm.help}>{t(`communications.kinds.${kind}.description`)}</p>
                <div className={styles.channels}>
                  {CHANNELS.map((channel) => (
                    <ChoiceField
                      key={channel}
                      type="checkbox"
                      name={`${kind}.${channel}`}
                      defaultChecked={preferences.data[kind][channel]}
                      disabled={isLocked(kind, channel) || save.isPending}
                      label={t(`communications.channels.${channel}`)}
                    />
                  ))}
                </div>
                <p className={settingsForm.help}>{t(`communications.kinds.${kind}.emailNote`)}</p>
              </fieldset>
            ))}
            <div className={settingsStyles.actions}>
              <Button type="submit" isLoading={save.isPending}>
                {t('communications.save')}
              </Button>
            </div>
          </form>
        </Card>
      ) : null}
    </>
  );
}
