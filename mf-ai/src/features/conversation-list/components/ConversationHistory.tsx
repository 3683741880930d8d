import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import { useListPaging, usePageParam } from '@immodesk/sdk';
import { useId } from 'react';
import { layout, ListResults, ResultCount } from '@immodesk/ui-kit';
import { useConversationList } from '../hooks/useConversationList';
import { ConversationList } from './ConversationList';
import styles from './ConversationList.module.css';

/** SPEC §2 "AI Pilot": the signed-in user's conversations so far, beside the chat; each opens in it. */
export function ConversationHistory() {
  const { t } = useTranslation('ai');
  const [page, setPage] = usePageParam();
  const query = useConversationList({ page, pageSize: DEFAULT_PAGE_SIZE });
  const { data } = query;
  const headingId = useId();
  const paging = useListPaging(query, page, setPage);

  const copy = {
    loading: t('conversationList.loading'),
    errorTitle: t('conversationList.errorTitle'),
    empty: { title: t('conversationList.emptyTitle') },
    noResults: null,
  };

  return (
    <section aria-labelledby={headingId} className={layout.looseStack}>
      <h2 id={headingId} className={styles.historyTitle}>
        {t('conversationList.heading')}
      </h2>
      {data && data.total > 0 ? (
        <ResultCount>{t('conversationList.count', { count: data.total })}</ResultCount>
      ) : null}
      <ListResults {...paging} copy={copy}>
        {(conversations) => <ConversationList conversations={conversations} />}
      </ListResults>
    </section>
  );
}
