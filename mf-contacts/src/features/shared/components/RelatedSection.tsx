import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, layout, Spinner } from '@immodesk/ui-kit';
import styles from './ContactDetails.module.css';

export type RelatedSectionProps<TData> = {
  title: string;
  query: UseQueryResult<TData, Error>;
  /** What to say when there is nothing. */
  emptyText: string;
  isEmpty: (data: TData) => boolean;
  children: (data: TData) => ReactNode;
  /** A button beside the title, e.g. upload a document into this section. */
  action?: ReactNode;
};

/** One part of a detail view (properties, tasks, documents) with its own loading, error and empty states. */
export function RelatedSection<TData>({
  title,
  query,
  emptyText,
  isEmpty,
  children,
  action,
}: RelatedSectionProps<TData>) {
  const { t } = useTranslation('contacts');
  return (
    <section className={styles.section} aria-label={title}>
      {action ? (
        <div className={layout.spread}>
          <h2 className={styles.sectionTitle}>{title}</h2>
          {action}
        </div>
      ) : (
        <h2 className={styles.sectionTitle}>{title}</h2>
      )}
      {query.isPending ? <Spinner label={t('details.loading')} /> : null}
      {query.isError ? (
        <ErrorState
          title={t('details.sectionError', { section: title })}
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.data ? (
        isEmpty(query.data) ? (
          <p className={styles.empty}>{emptyText}</p>
        ) : (
          children(query.data)
        )
      ) : null}
    </section>
  );
}
