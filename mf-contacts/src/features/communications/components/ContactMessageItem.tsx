import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Paperclip } from 'lucide-react';
import { layout } from '@immodesk/ui-kit';
import type { TMessage } from '@immodesk/contracts/messages/message';
import { DeliveryFailure } from './DeliveryFailure';
import { DeliveryStatusBadge } from './DeliveryStatusBadge';
import historyStyles from './CommunicationsPage.module.css';
import styles from './ContactMessages.module.css';

export type ContactMessageItemProps = { message: TMessage; contactId: string; sentOn: string };

/** One message on a contact's page: subject, date, how the mail to this contact fared, and the text on request. */
export function ContactMessageItem({ message, contactId, sentOn }: ContactMessageItemProps) {
  const { t } = useTranslation('contacts');
  const recipient = message.recipients.find((candidate) => candidate.contactId === contactId);
  const others = message.recipients.length - (recipient ? 1 : 0);
  return (
    <li className={clsx(layout.stack, styles.message)}>
      <h3 className={historyStyles.messageSubject}>{message.subject}</h3>
      <div className={layout.inline}>
        <span className={historyStyles.muted}>{t('history.sentOn', { date: sentOn })}</span>
        {recipient ? <DeliveryStatusBadge status={recipient.status} /> : null}
        {recipient ? <DeliveryFailure recipient={recipient} /> : null}
      </div>
      {others > 0 ? (
        <p className={historyStyles.muted}>{t('contactMessages.otherRecipients', { count: others })}</p>
      ) : null}
      {message.attachments.length > 0 ? (
        <p className={historyStyles.muted}>
          <Paperclip aria-hidden size={14} />{' '}
          {message.attachments.map((attachment) => attachment.fileName).join(', ')}
        </p>
      ) : null}
      <details className={styles.text}>
        <summary>{t('contactMessages.showText')}</summary>
        {/* The server keeps only an allow-list of tags and http(s)/mailto links (ZMessage.html), so this is safe to show. */}
        <div className={historyStyles.recipientName} dangerouslySetInnerHTML={{ __html: message.html }} />
      </details>
    </li>
  );
}
