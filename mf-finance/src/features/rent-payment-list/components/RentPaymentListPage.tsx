import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Landmark, Wallet } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import type { TRentPaymentListItem } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { useListPaging, usePageParam } from '@immodesk/sdk';
import { Button, buttonClassName, ListResults, listCopy, PageHeader, ResultCount } from '@immodesk/ui-kit';
import { BANK_STATEMENTS_PATH } from '../../bank-statements/utils/bankStatementPaths';
import { DeletePaymentDialog } from '../../payment-form/components/DeletePaymentDialog';
import { LazyPaymentDialog } from '../../payment-form/components/LazyPaymentDialog';
import { SendRentRequestDialog } from '../../rent-request/components/SendRentRequestDialog';
import { useRentRequestDownload } from '../../rent-request/hooks/useRentRequestDownload';
import { useRentPaymentFilters } from '../hooks/useRentPaymentFilters';
import { useRentPaymentList } from '../hooks/useRentPaymentList';
import { RentPaymentFilters } from './RentPaymentFilters';
import { RentPaymentResults } from './RentPaymentResults';
import { RentPaymentRowActions, type RentPaymentAction } from './RentPaymentRowActions';
import { RentPaymentTotals } from './RentPaymentTotals';
import styles from './RentPaymentListPage.module.css';

type OpenDialog = { kind: RentPaymentAction; payment: TRentPaymentListItem } | { kind: 'register' } | null;

/** SPEC §2 "Payments": the due rent items with what was received, filters, totals, 50 per page, and each item's actions. */
export function RentPaymentListPage() {
  const { t } = useTranslation('finance');
  const [page, setPage] = usePageParam();
  const filters = useRentPaymentFilters();
  const query = useRentPaymentList({ page, pageSize: DEFAULT_PAGE_SIZE, ...filters });
  const { data } = query;
  const paging = useListPaging(query, page, setPage);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const requestDownload = useRentRequestDownload();
  const close = () => setDialog(null);
  const isFiltered = Object.values(filters).some(Boolean);

  return (
    <>
      <PageHeader
        title={t('rentPaymentList.title')}
        description={t('rentPaymentList.description')}
        actions={
          <div className={styles.headerActions}>
            <Link to={BANK_STATEMENTS_PATH} className={buttonClassName({ variant: 'secondary' })}>
              <Landmark size={18} aria-hidden="true" />
              {t('rentPaymentList.bankStatements')}
            </Link>
            <Button onClick={() => setDialog({ kind: 'register' })}>
              <Wallet size={18} aria-hidden="true" />
              {t('rentPaymentList.register')}
            </Button>
          </div>
        }
      />
      <RentPaymentFilters />
      <ResultCount>{data ? t('rentPaymentList.count', { count: data.total }) : null}</ResultCount>
      {data && data.total > 0 ? <RentPaymentTotals totals={data.totals} /> : null}
      <ListResults {...paging} copy={listCopy(t, 'rentPaymentList')} isFiltered={isFiltered}>
        {(payments) => (
          <RentPaymentResults
            payments={payments}
            renderActions={(payment, isCompact) => (
              <RentPaymentRowActions
                payment={payment}
                isCompact={isCompact}
                onAction={(kind) => setDialog({ kind, payment })}
                onDownloadRequest={(item) => void requestDownload.download(item)}
                isDownloading={requestDownload.downloadingId === payment.id}
              />
            )}
          />
        )}
      </ListResults>
      {dialog?.kind === 'register' || dialog?.kind === 'pay' ? (
        <LazyPaymentDialog params={dialog.kind === 'pay' ? paramsOf(dialog.payment) : {}} onClose={close} />
      ) : null}
      {dialog?.kind === 'delete' ? <DeletePaymentDialog payment={dialog.payment} onClose={close} /> : null}
      {dialog?.kind === 'sendRequest' ? (
        <SendRentRequestDialog payment={dialog.payment} onClose={close} />
      ) : null}
    </>
  );
}

function paramsOf(payment: TRentPaymentListItem): Record<string, string> {
  return payment.contractId ? { contractId: payment.contractId, period: payment.period } : {};
}
