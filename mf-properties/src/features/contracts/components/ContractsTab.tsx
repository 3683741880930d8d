import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { formatCents, formatDate } from '@immodesk/sdk';
import {
  buttonClassName,
  EmptyState,
  ErrorState,
  layout,
  Spinner,
  StackedTable,
  type StackedTableColumns,
} from '@immodesk/ui-kit';
import { usePropertyContracts } from '../hooks/usePropertyContracts';
import { useTenantNames } from '../hooks/useTenantNames';
import { contractPaths } from '../utils/contractPaths';
import { ContractStatusBadge } from './ContractStatusBadge';
import styles from './ContractsTab.module.css';

/** Property details → Contracts: the property's contracts with status, tenants, period and rent, and "new contract". */
export function ContractsTab({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('properties');
  const { data, isPending, isError, error, refetch } = usePropertyContracts(propertyId);
  const tenantNames = useTenantNames();
  const newContract = (
    <Link to={contractPaths.create(propertyId)} className={buttonClassName({ variant: 'primary' })}>
      {t('contracts.tab.new')}
    </Link>
  );
  const columns: StackedTableColumns<TContract> = [
    {
      header: t('contracts.tab.number'),
      cell: (contract) => (
        <Link
          to={contractPaths.page(contract.id)}
          aria-label={t('contracts.tab.open', { number: contract.contractNumber })}
        >
          {contract.contractNumber}
        </Link>
      ),
    },
    {
      header: t('contracts.tab.status'),
      cell: (contract) => <ContractStatusBadge contract={contract} />,
    },
    { header: t('contracts.tab.tenants'), cell: (contract) => tenantNames(contract.tenantIds).join(', ') },
    {
      header: t('contracts.tab.period'),
      isNumeric: true,
      cell: (contract) =>
        t('contracts.period', { start: formatDate(contract.startsOn), end: formatDate(contract.endsOn) }),
    },
    { header: t('contracts.tab.rent'), isNumeric: true, cell: (contract) => formatCents(contract.rentCents) },
  ];
  return (
    <section aria-labelledby="property-contracts-heading" className={styles.tab}>
      <div className={layout.spread}>
        <h2 id="property-contracts-heading" className={styles.title}>
          {t('contracts.tab.title')}
        </h2>
        {data && data.length > 0 ? newContract : null}
      </div>
      {isPending ? <Spinner label={t('contracts.tab.loading')} /> : null}
      {isError ? (
        <ErrorState title={t('contracts.tab.error')} message={error.message} onRetry={() => void refetch()} />
      ) : null}
      {data && data.length === 0 ? (
        <EmptyState
          title={t('contracts.tab.emptyTitle')}
          description={t('contracts.tab.emptyDescription')}
          action={newContract}
          headingLevel={3}
        />
      ) : null}
      {data && data.length > 0 ? (
        <StackedTable
          caption={t('contracts.tab.caption')}
          columns={columns}
          rows={data}
          stackBelow="40rem"
          rowTestId="contract-row"
        />
      ) : null}
    </section>
  );
}
