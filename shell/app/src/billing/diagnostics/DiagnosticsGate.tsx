import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@immodesk/sdk';
import { ErrorState, PageHeader, Spinner } from '@immodesk/ui-kit';
import { NotFoundPage } from '../../pages/NotFoundPage';

export type DiagnosticsGateProps<T> = {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
};

/**
 * A diagnostics page exists only where the server offers its data: in production without DIAGNOSTICS=1 the
 * server answers 404, and the page is the not-found page like any unknown path.
 */
export function DiagnosticsGate<T>({ title, query, children }: DiagnosticsGateProps<T>) {
  const { t } = useTranslation();
  if (query.isError && isApiError(query.error) && query.error.status === 404)
    return <NotFoundPage homePath="/dashboard" />;
  return (
    <>
      <PageHeader title={title} description={t('diagnostics.lead')} />
      {query.isPending ? <Spinner label={t('app.loading')} /> : null}
      {query.isError ? (
        <ErrorState
          title={t('diagnostics.fetchFailed')}
          retryLabel={t('app.retry')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : null}
      {query.data ? children(query.data) : null}
    </>
  );
}
