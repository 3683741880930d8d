import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pagination';
import { usePageCount, usePageParam } from '@immodesk/sdk';
import { ErrorState, PageHeader, Pagination, ResultCount, Spinner } from '@immodesk/ui-kit';
import { useConversationList } from '../hooks/useConversationList';
import { AiPilotIntro } from './AiPilotIntro';
import { ConversationList } from './ConversationList';

/** SPEC §2 "AI Pilot", first screen: the conversations so far, or what AI Pilot will do when there are none. */
export function ConversationListPage() {
  const { t } = useTranslation('ai');
  const [page, setPage] = usePageParam();
  const { data, isPending, isError, error, refetch, isRefetching } = useConversationList({ page, pageSize: DEFAULT_PAGE_SIZE });
  const pageCount = usePageCount(data?.total, DEFAULT_PAGE_SIZE, page, setPage);

  return (
    <>
      <PageHeader title={t('conversationList.title')} description={t('conversationList.description')} />
      {data && data.total > 0 ? <ResultCount>{t('conversationList.count', { count: data.total })}</ResultCount> : null}
      {isPending ? <Spinner size="large" label={t('conversationList.loading')} /> : null}
      {isError ? (
        <ErrorState
          title={t('conversationList.errorTitle')}
          message={error.message}
          retryLabel={t('retry')}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      ) : null}
      {data && data.total === 0 ? <AiPilotIntro /> : null}
      {data && data.items.length > 0 ? <ConversationList conversations={data.items} /> : null}
      {data && data.total > DEFAULT_PAGE_SIZE ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          label={t('pagination.label')}
          statusText={t('pagination.pageOf', { page, pageCount })}
          previousLabel={t('pagination.previous')}
          nextLabel={t('pagination.next')}
        />
      ) : null}
    </>
  );
}
