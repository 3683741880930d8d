import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@immodesk/sdk';
import { buttonClassName, ErrorState, NotFoundState, Spinner } from '@immodesk/ui-kit';
import { contactPaths } from '../utils/contactPaths';
import styles from './ContactDetails.module.css';

export type ContactDetailsFrameProps<TContact> = {
  /** "Back" goes to the tab this kind of contact is listed on. */
  kind: 'tenant' | 'contractor';
  query: UseQueryResult<TContact, Error>;
  children: (contact: TContact) => ReactNode;
};

const FRAME_OF_KIND = {
  tenant: { tab: 'tenants', backLabel: 'details.backToTenants', notFoundTitle: 'details.tenantNotFound' },
  contractor: {
    tab: 'contractors',
    backLabel: 'details.backToContractors',
    notFoundTitle: 'details.contractorNotFound',
  },
} as const;

/** A contact's detail page while it loads, fails or does not exist (another organization's: 404), then its content. */
export function ContactDetailsFrame<TContact>({ kind, query, children }: ContactDetailsFrameProps<TContact>) {
  const { t } = useTranslation('contacts');
  const backPath = contactPaths.list(FRAME_OF_KIND[kind].tab);
  const backLabel = t(FRAME_OF_KIND[kind].backLabel);
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
          title={t(FRAME_OF_KIND[kind].notFoundTitle)}
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
