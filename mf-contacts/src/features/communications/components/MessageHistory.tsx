import { useTranslation } from 'react-i18next';
import { formatDate, toBrusselsDate, useListPaging, usePageParam } from '@immodesk/sdk';
import { layout, listCopy, ListResults } from '@immodesk/ui-kit';
import { HISTORY_PAGE_SIZE } from '../api/messagesApi';
import { useMessageHistory } from '../hooks/useMessageHistory';
import { MessageHistoryItem } from './MessageHistoryItem';
import styles from './CommunicationsPage.module.css';

/** The sent messages, newest first, with each recipient's delivery status and a resend for failed mails. */
export function MessageHistory() {
  const { t } = useTranslation('contacts');
  const [page, setPage] = usePageParam();
  const query = useMessageHistory(page);
  const paging = useListPaging(query, page, setPage, HISTORY_PAGE_SIZE);
  return (
    <section aria-labelledby="history-title" className={layout.looseStack}>
      <h2 id="history-title" className={styles.sectionTitle}>
        {t('history.title')}
      </h2>
      <ListResults {...paging} copy={listCopy(t, 'history')}>
        {(messages) => (
          <ul className={layout.looseList}>
            {messages.map((message) => (
              <MessageHistoryItem
                key={message.id}
                message={message}
                sentOn={formatDate(toBrusselsDate(message.createdAt))}
              />
            ))}
          </ul>
        )}
      </ListResults>
    </section>
  );
}
