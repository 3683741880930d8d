import { useTranslation } from 'react-i18next';
import type {
  TBankStatementLine,
  TBankStatementLineStatus,
} from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import { useListPaging, usePageParam } from '@immodesk/sdk';
import { layout, ListResults, ResultCount } from '@immodesk/ui-kit';
import { useStatementLines } from '../hooks/useStatementLines';
import { StatementLineCard } from './StatementLineCard';
import styles from './BankStatementsPage.module.css';

export type StatementLineQueueProps = {
  status: TBankStatementLineStatus;
  isBusy: boolean;
  onAssign: (line: TBankStatementLine) => void;
  onIgnore: (line: TBankStatementLine) => void;
  onConfirm: (line: TBankStatementLine, rentPaymentId: string) => void;
  onUndo: (line: TBankStatementLine) => void;
  onReassign: (line: TBankStatementLine) => void;
};

/** The imported credits in one state, 50 per page, each empty state saying what to do next. */
export function StatementLineQueue({ status, ...actions }: StatementLineQueueProps) {
  const { t } = useTranslation('finance');
  const [page, setPage] = usePageParam();
  const query = useStatementLines(status, page);
  const paging = useListPaging(query, page, setPage);
  const empty = {
    title: t(`bankStatements.queue.empty.${status}.title`),
    description: t(`bankStatements.queue.empty.${status}.description`),
  };
  return (
    <div className={styles.queue}>
      <ResultCount>
        {query.data ? t('bankStatements.queue.count', { count: query.data.total }) : null}
      </ResultCount>
      <ListResults
        {...paging}
        copy={{
          loading: t('bankStatements.queue.loading'),
          errorTitle: t('bankStatements.queue.errorTitle'),
          empty,
          noResults: empty,
        }}
      >
        {(lines) => (
          <ul className={layout.gridList} aria-label={t(`bankStatements.queue.tabs.${status}`)}>
            {lines.map((line) => (
              <StatementLineCard key={line.id} line={line} {...actions} />
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}
