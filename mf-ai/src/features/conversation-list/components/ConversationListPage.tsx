import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import { usePageCount, usePageParam } from '@immodesk/sdk';
import { ListResults, PageHeader, ResultCount } from '@immodesk/ui-kit';
import { useConversationList } from '../hooks/useConversationList';
import { ConversationList } from './ConversationList';

/**
 * SPEC §2 "AI Pilot", first screen: the conversations so far. The chat itself is not built (issue 20), so the page
 * shows only real conversations and promises nothing; its navigation entries stay hidden until the chat exists.
 */
export function ConversationListPage() {
  const { t } = useTranslation('ai');
  const [page, setPage] = usePageParam();
  const query = useConversationList({ page, pageSize: DEFAULT_PAGE_SIZE });
  const { data } = query;
  const pageCount = usePageCount(data?.total, DEFAULT_PAGE_SIZE, page, setPage);

  const copy = {
    loading: t('conversationList.loading'),
    errorTitle: t('conversationList.errorTitle'),
    empty: { title: t('conversationList.emptyTitle') },
    noResults: null,
  };

  return (
    <>
      <PageHeader title={t('conversationList.title')} description={t('conversationList.description')} />
      {data && data.total > 0 ? <ResultCount>{t('conversationList.count', { count: data.total })}</ResultCount> : null}
      <ListResults query={query} page={page} pageCount={pageCount} onPageChange={setPage} copy={copy}>
        {(conversations) => <ConversationList conversations={conversations} />}
      </ListResults>
    </>
  );
}
