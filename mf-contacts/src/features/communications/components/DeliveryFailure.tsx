import { useTranslation } from 'react-i18next';
import type { TMessageRecipient } from '@immodesk/contracts/messages/message';
import { isMailRefusalReason } from '@immodesk/contracts/vocabulary/mailRefusals';
import styles from './CommunicationsPage.module.css';

/**
 * Why a recipient's mail failed (the provider's reason, or ours: sending paused, an address that bounced before),
 * or that it was never created. Nothing unless failed.
 */
export function DeliveryFailure({
  recipient,
}: {
  recipient: Pick<TMessageRecipient, 'status' | 'failureReason'>;
}) {
  const { t } = useTranslation('contacts');
  if (recipient.status !== 'failed') return null;
  return (
    <span className={styles.failure}>
      {!recipient.failureReason
        ? t('history.notQueued')
        : isMailRefusalReason(recipient.failureReason)
          ? t(`history.refusals.${recipient.failureReason}`)
          : t('history.failureReason', { reason: recipient.failureReason })}
    </span>
  );
}
