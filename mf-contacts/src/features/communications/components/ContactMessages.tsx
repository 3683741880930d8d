import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Send } from 'lucide-react';
import { formatDate, toBrusselsDate, useListPaging } from '@immodesk/sdk';
import { buttonClassName, EmptyState, layout, type ListCopy, ListResults } from '@immodesk/ui-kit';
import { HISTORY_PAGE_SIZE } from '../api/messagesApi';
import { useMessageHistory } from '../hooks/useMessageHistory';
import { COMMUNICATIONS_BASE_PATH } from './CommunicationsRoutes';
import { ContactMessageItem } from './ContactMessageItem';
import detailStyles from '../../shared/components/ContactDetails.module.css';
import historyStyles from './CommunicationsPage.module.css';

/** `email`: the contact's address; without one no message can go to them, so none is offered. */
export type ContactMessagesProps = { contactId: string; contactName: string; email: string | null };

/** A tenant's or contractor's detail page: the messages sent to them, newest first, and a way to write one. */
export function ContactMessages({ contactId, contactName, email }: ContactMessagesProps) {
  const { t } = useTranslation('contacts');
  const [page, setPage] = useState(1);
  const query = useMessageHistory(page, contactId);
  const paging = useListPaging(query, page, setPage, HISTORY_PAGE_SIZE);
  const composeLink = email ? (
    <Link
      to={`${COMMUNICATIONS_BASE_PATH}?to=${encodeURIComponent(contactId)}`}
      className={buttonClassName({ variant: 'secondary', size: 'small' })}
    >
      <Send aria-hidden size={14} />
      {t('contactMessages.send')}
    </Link>
  ) : null;
  const empty = (
    <EmptyState
      headingLevel={3}
      title={t('contactMessages.emptyTitle', { name: contactName })}
      description={t(email ? 'contactMessages.emptyDescription' : 'contactMessages.noEmail')}
      action={composeLink}
    />
  );
  const copy: ListCopy = {
    loading: t('contactMessages.loading'),
    errorTitle: t('contactMessages.errorTitle'),
    empty,
    noResults: empty,
  };
  const hasMessages = Boolean(query.data && query.data.total > 0);
  return (
    <section className={detailStyles.section} aria-labelledby="contact-messages-title">
      <header className={historyStyles.messageHeader}>
        <h2 id="contact-messages-title" className={detailStyles.sectionTitle}>
          {t('contactMessages.title')}
        </h2>
        {hasMessages ? composeLink : null}
      </header>
      <ListResults {...paging} copy={copy}>
        {(messages) => (
          <ul className={layout.looseList} data-testid="contact-messages">
            {messages.map((message) => (
              <ContactMessageItem
                key={message.id}
                message={message}
                contactId={contactId}
                sentOn={formatDate(toBrusselsDate(message.createdAt))}
              />
            ))}
          </ul>
        )}
      </ListResults>
    </section>
  );
}
