import { useTranslation } from 'react-i18next';
import type { TMessageRecipient } from '@immodesk/contracts/messages/message';
import styles from './CommunicationsPage.module.css';

/** Why a recipient's mail failed (the provider's reason), or that it was never created. Nothing unless failed. */
export function DeliveryFailure({
  recipient,
}: {
  recipient: Pick<TMessageRecipient, 'status' | 'failureReason'>;
}) {
  const { t } = useTranslation('contacts');
  if (recipient.status !== 'failed') return null;
  return (
    <span className={styles.failure}>
      {recipient.failureReason
        ? t('history.failureReason', { reason: recipient.failureReason })
        : t('history.notQueued')}
    </span>
  );
}
