import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@immodesk/sdk';
import { buttonClassName, ErrorState, NotFoundState, Spinner } from '@immodesk/ui-kit';
import styles from './ContactDetails.module.css';

export type ContactDetailsFrameProps<TContact> = {
  query: UseQueryResult<TContact, Error>;
  /** Where "back" goes: the tab the contact is listed on. */
  backPath: string;
  backLabel: string;
  notFoundTitle: string;
  children: (contact: TContact) => ReactNode;
};

/** A contact's detail page while it loads, fails or does not exist (another organization's: 404), then its content. */
export function ContactDetailsFrame<TContact>({
  query,
  backPath,
  backLabel,
  notFoundTitle,
  children,
}: ContactDetailsFrameProps<TContact>) {
  const { t } = useTranslation('contacts');
  const back = (
    <Link to={backPath} className={styles.back}>
      {backLabel}
    </Link>
  );
  if (query.isPending) return <Spinner label={t('details.loading')} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <NotFoundState
          title={notFoundTitle}
          description={t('details.notFound')}
          action={
            <Link to={backPath} className={buttonClassName({ variant: 'secondary' })}>
              {backLabel}
            </Link>
          }
        />
      );
    }
    return (
      <>
        {back}
        <ErrorState
          title={t('details.error')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  return (
    <>
      {back}
      {children(query.data)}
    </>
  );
}
