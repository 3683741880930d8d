import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  NOTIFICATION_PREFERENCE_KINDS,
  type TNotificationChannels,
  type TNotificationPreferences,
} from '@immodesk/contracts/user/notificationPreferences.contract';
import { normalizePhone } from '@immodesk/contracts/common/phone';
import { useCurrentUser } from '@immodesk/sdk';
import { Button, Card, ChoiceField, ErrorState, layout, notice, Spinner } from '@immodesk/ui-kit';
import { PushDevice } from './PushDevice';
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
 * SPEC §2 settings → communications: e-mail, SMS and push per notification kind, stored per user; the server
 * sends each on the channels chosen here (issue 31). Push needs this browser's permission, asked only when the
 * user turns it on; SMS needs a mobile number in the profile, which the section asks for when it is missing.
 */
export function CommunicationsSection() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const user = useCurrentUser();
  const wantsSms = preferences.data
    ? NOTIFICATION_PREFERENCE_KINDS.some((kind) => preferences.data[kind].sms)
    : false;
  const hasMobile = Boolean(user.data?.phone && normalizePhone(user.data.phone));

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
          {wantsSms && user.data && !hasMobile ? (
            <p className={notice.info} data-testid="communications-no-phone">
              {t('communications.smsNeedsPhone')}{' '}
              <Link to={{ search: '', hash: 'profile' }}>{t('communications.openProfile')}</Link>
            </p>
          ) : null}
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
          <PushDevice />
        </Card>
      ) : null}
    </>
  );
}
