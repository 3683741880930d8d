import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AccountSection, formatAddress, tenantDisplayName } from '@immodesk/sdk';
import { layout, PageHeader, Spinner } from '@immodesk/ui-kit';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';
import { ContractSigningActions } from '../../contract-signing/components/ContractSigningActions';
import { ContractSigningCard } from '../../contract-signing/components/ContractSigningCard';
import { IndexationAction } from '../../contract-indexation/components/IndexationAction';
import { IndexationHistoryCard } from '../../contract-indexation/components/IndexationHistoryCard';
import { RecordSignedAction } from '../../paper-lease/components/RecordSignedAction';
import { useContract } from '../hooks/useContract';
import { useContractProperty } from '../hooks/useContractProperty';
import { useTenantNames } from '../hooks/useTenantNames';
import { useTenantOptions } from '../hooks/useTenantOptions';
import { ContractDocuments } from './ContractDocuments';
import { ContractHistory } from './ContractHistory';
import { ContractLifecycleActions } from './ContractLifecycleActions';
import { ContractLoadFailure } from './ContractLoadFailure';
import { ContractPartiesCard } from './ContractPartiesCard';
import { ContractStatusBadge } from './ContractStatusBadge';
import { ContractTermsCard } from './ContractTermsCard';
import { ContractWarnings } from './ContractWarnings';
import styles from './ContractPage.module.css';

/** /contracts/{id}: status, parties, terms and amounts, the lease's account, documents, history, and the moves the status allows. */
export function ContractPage() {
  const { t } = useTranslation('properties');
  const { contractId = '' } = useParams();
  const navigate = useNavigate();
  const paths = usePropertyPaths();
  const { data: contract, isPending, isError, error, refetch } = useContract(contractId);
  const property = useContractProperty(contract?.propertyId ?? '');
  const tenantNames = useTenantNames();
  const tenants = useTenantOptions();

  if (isPending) return <Spinner size="large" label={t('contracts.page.loading')} />;
  if (isError) return <ContractLoadFailure error={error} onRetry={() => void refetch()} />;

  // The lease's statement goes to its first tenant, as its documents do.
  const firstTenant = tenants.data?.find((tenant) => tenant.id === contract.tenantIds[0]);
  const propertyContractsPath = property.data
    ? `${paths.details(property.data.urlCode)}?tab=contracts`
    : paths.list;
  return (
    <>
      <p className={styles.back}>
        <Link to={propertyContractsPath}>{t('contracts.page.backToProperty')}</Link>
      </p>
      <PageHeader
        title={t('contracts.page.title', { number: contract.contractNumber })}
        description={property.data ? formatAddress(property.data) : undefined}
        actions={
          // The actions area of the contract: lifecycle moves here; sending and signing join them in this same row.
          <div className={layout.inline} data-testid="contract-actions">
            <ContractSigningActions contract={contract} />
            <RecordSignedAction contract={contract} />
            <IndexationAction contract={contract} tenantNames={tenantNames(contract.tenantIds)} />
            <ContractLifecycleActions contract={contract} onDeleted={() => navigate(propertyContractsPath)} />
          </div>
        }
      />
      <div className={styles.statusRow} data-testid="contract-status">
        <ContractStatusBadge contract={contract} />
        {contract.version > 1 ? (
          <span className={styles.muted}>
            {t('contracts.history.version', { version: contract.version })}
          </span>
        ) : null}
      </div>
      <ContractWarnings contract={contract} />
      <div className={layout.columns}>
        <ContractPartiesCard contract={contract} property={property.data} />
        <ContractTermsCard contract={contract} />
        {contract.status === 'draft' || contract.status === 'sent' ? null : (
          <AccountSection
            scope={{ contractId: contract.id }}
            mailTo={
              firstTenant
                ? { name: tenantDisplayName(firstTenant).primary, email: firstTenant.email }
                : undefined
            }
          />
        )}
        <ContractDocuments contract={contract} />
        <ContractSigningCard contract={contract} />
        <IndexationHistoryCard contract={contract} />
        <ContractHistory contract={contract} />
      </div>
    </>
  );
}
