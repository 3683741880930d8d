import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import type { TBankStatementLine } from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import type { TImportBankStatementResponse } from '@immodesk/contracts/bankStatements/importBankStatement.contract';
import { useFilterControl } from '@immodesk/sdk';
import { buttonClassName, PageHeader, Spinner, Tabs } from '@immodesk/ui-kit';
import { useAssignLine } from '../hooks/useAssignLine';
import { useIgnoreLine } from '../hooks/useIgnoreLine';
import { useUnassignLine } from '../hooks/useUnassignLine';
import { LINE_STATUS_TABS, lineStatusOf } from '../utils/lineStatusTabs';
import { ImportSummary } from './ImportSummary';
import { StatementLineQueue } from './StatementLineQueue';
import styles from './BankStatementsPage.module.css';

// The upload and the assignment form bring their contracts (and zod) when they are needed, not with the queue.
const StatementImport = lazy(() => import('./StatementImport').then((m) => ({ default: m.StatementImport })));
const AssignLineDialog = lazy(() =>
  import('./AssignLineDialog').then((m) => ({ default: m.AssignLineDialog })),
);

/**
 * Bank statements (issue 16): import a CODA, CAMT.053 or bank CSV file with a progress bar, see what it did, and work
 * the queue: confirm proposed due items, assign waiting lines by hand (split allowed) or set them aside, undo or
 * reassign a matched line (issue 31).
 */
export function BankStatementsPage() {
  const { t } = useTranslation('finance');
  const [statusParam, setStatus] = useFilterControl('status');
  const status = lineStatusOf(statusParam);
  const [lastImport, setLastImport] = useState<{
    result: TImportBankStatementResponse;
    fileName: string;
  } | null>(null);
  const [assigning, setAssigning] = useState<TBankStatementLine | null>(null);
  const ignore = useIgnoreLine();
  const confirm = useAssignLine();
  const undo = useUnassignLine();

  return (
    <>
      <PageHeader
        title={t('bankStatements.title')}
        description={t('bankStatements.description')}
        actions={
          <Link to="/rent-payments" className={buttonClassName({ variant: 'secondary' })}>
            <ArrowLeft size={18} aria-hidden="true" />
            {t('bankStatements.backToPayments')}
          </Link>
        }
      />
      <section className={styles.section} aria-labelledby="statement-import-title">
        <h2 id="statement-import-title" className={styles.sectionTitle}>
          {t('bankStatements.import.title')}
        </h2>
        <Suspense fallback={<Spinner label={t('bankStatements.import.loading')} />}>
          <StatementImport
            onImported={(result, fileName) => {
              setLastImport({ result, fileName });
              // After an import the lines that need the landlord come first.
              setStatus(result.candidates > 0 || result.unmatched === 0 ? 'candidate' : 'unmatched');
            }}
          />
        </Suspense>
        {lastImport ? <ImportSummary result={lastImport.result} fileName={lastImport.fileName} /> : null}
      </section>
      <section className={styles.section} aria-labelledby="statement-queue-title">
        <h2 id="statement-queue-title" className={styles.sectionTitle}>
          {t('bankStatements.queue.title')}
        </h2>
        <Tabs
          label={t('bankStatements.queue.tabsLabel')}
          tabs={LINE_STATUS_TABS}
          selected={status}
          onSelect={setStatus}
          tabLabel={(tab) => t(`bankStatements.queue.tabs.${tab}`)}
        >
          <StatementLineQueue
            status={status}
            isBusy={ignore.isPending || confirm.isPending || undo.isPending}
            onAssign={setAssigning}
            onReassign={setAssigning}
            onUndo={(line) => undo.mutate(line.id)}
            onIgnore={(line) => ignore.mutate(line.id)}
            onConfirm={(line, rentPaymentId) =>
              confirm.mutate({
                lineId: line.id,
                allocations: [{ rentPaymentId, amountCents: line.amountCents }],
              })
            }
          />
        </Tabs>
      </section>
      {assigning ? (
        <Suspense fallback={null}>
          <AssignLineDialog line={assigning} onClose={() => setAssigning(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
