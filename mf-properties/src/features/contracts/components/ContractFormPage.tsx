import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageHeader, Spinner } from '@immodesk/ui-kit';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';
import { useContract } from '../hooks/useContract';
import { useContractProperty } from '../hooks/useContractProperty';
import { contractFormValues } from '../utils/contractForm';
import { contractPaths } from '../utils/contractPaths';
import { regionOfPostalCode } from '../utils/leaseDates';
import { ContractForm } from './ContractForm';
import { ContractLoadFailure } from './ContractLoadFailure';
import { ContractReadOnlyNotice } from './ContractReadOnlyNotice';
import { ContractWarnings } from './ContractWarnings';

/** /contracts/new?propertyId=…: a new draft for a property, its region prefilled from the property's postal code. */
export function NewContractPage() {
  const { t } = useTranslation('properties');
  const [searchParams] = useSearchParams();
  const propertyId = searchParams.get('propertyId') ?? '';
  const property = useContractProperty(propertyId);
  const paths = usePropertyPaths();
  const isWaiting = propertyId !== '' && property.isPending;
  return (
    <>
      <PageHeader
        title={t('contracts.form.createTitle')}
        description={t('contracts.form.createDescription')}
      />
      {isWaiting ? (
        <Spinner label={t('contracts.form.loading')} />
      ) : (
        <ContractForm
          contract={null}
          initialValues={contractFormValues(null, {
            propertyId: property.data?.id ?? '',
            region: property.data ? regionOfPostalCode(property.data.postalCode) : null,
          })}
          cancelPath={property.data ? `${paths.details(property.data.urlCode)}?tab=contracts` : paths.list}
        />
      )}
    </>
  );
}

/** /contracts/{id}/edit: a draft's form; any other status is frozen and says so. */
export function EditContractPage() {
  const { t } = useTranslation('properties');
  const { contractId = '' } = useParams();
  const { data: contract, isPending, isError, error, refetch } = useContract(contractId);
  if (isPending) return <Spinner size="large" label={t('contracts.page.loading')} />;
  if (isError) return <ContractLoadFailure error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <PageHeader
        title={t('contracts.form.editTitle')}
        description={t('contracts.page.number', { number: contract.contractNumber })}
      />
      {contract.status === 'draft' ? (
        <>
          <ContractWarnings contract={contract} />
          <ContractForm
            contract={contract}
            initialValues={contractFormValues(contract)}
            cancelPath={contractPaths.page(contract.id)}
          />
        </>
      ) : (
        <ContractReadOnlyNotice contract={contract} />
      )}
    </>
  );
}
