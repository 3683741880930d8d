import { useTranslation } from 'react-i18next';
import { Paperclip, RotateCw } from 'lucide-react';
import type { TMessage } from '@immodesk/contracts/messages/message';
import { Button, Card, layout } from '@immodesk/ui-kit';
import { useResendMessage } from '../hooks/useResendMessage';
import { DeliveryFailure } from './DeliveryFailure';
import { DeliveryStatusBadge } from './DeliveryStatusBadge';
import styles from './CommunicationsPage.module.css';

export type MessageHistoryItemProps = { message: TMessage; sentOn: string };

export function MessageHistoryItem({ message, sentOn }: MessageHistoryItemProps) {
  const { t } = useTranslation('contacts');
  const resend = useResendMessage();
  // A deleted contact is never mailed again (the BFF resends to the others only).
  const failedCount = message.recipients.filter(
    (recipient) => recipient.status === 'failed' && !recipient.isDeletedContact,
  ).length;
  return (
    <li>
      <Card>
        <article className={layout.stack} aria-labelledby={`message-${message.id}`}>
          <header className={layout.spreadLine}>
            <h3 id={`message-${message.id}`} className={styles.messageSubject}>
              {message.subject}
            </h3>
            <span className={styles.muted}>{t('history.sentOn', { date: sentOn })}</span>
          </header>
          <ul className={layout.list} aria-label={t('history.recipients')}>
            {message.recipients.map((recipient) => (
              <li key={recipient.id} className={layout.inline}>
                <span className={styles.recipientName}>
                  {recipient.isDeletedContact ? (
                    <span className={styles.muted}>{t('history.deletedContact')}</span>
                  ) : (
                    <>
                      {recipient.name ?? recipient.email}
                      {recipient.name ? <span className={styles.muted}> · {recipient.email}</span> : null}
                    </>
                  )}
                </span>
                <DeliveryStatusBadge status={recipient.status} />
                <DeliveryFailure recipient={recipient} />
              </li>
            ))}
          </ul>
          {message.cc.length > 0 ? (
            <p className={styles.muted}>{t('history.cc', { addresses: message.cc.join(', ') })}</p>
          ) : null}
          {message.bcc.length > 0 ? (
            <p className={styles.muted}>{t('history.bcc', { addresses: message.bcc.join(', ') })}</p>
          ) : null}
          {message.attachments.length > 0 ? (
            <p className={styles.muted}>
              <Paperclip aria-hidden size={14} />{' '}
              {message.attachments.map((attachment) => attachment.fileName).join(', ')}
            </p>
          ) : null}
          {failedCount > 0 ? (
            <div>
              <Button
                variant="secondary"
                size="small"
                isLoading={resend.isPending}
                onClick={() => resend.mutate(message.id)}
              >
                <RotateCw aria-hidden size={14} />
                {t('history.resend', { count: failedCount })}
              </Button>
            </div>
          ) : null}
        </article>
      </Card>
    </li>
  );
}
