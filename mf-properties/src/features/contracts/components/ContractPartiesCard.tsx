import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TProperty } from '@immodesk/contracts/properties/property.contract';
import { formatAddress } from '@immodesk/sdk';
import { Card } from '@immodesk/ui-kit';
import { usePropertyPaths } from '../../../shared/hooks/usePropertyPaths';
import { useTenantNames } from '../hooks/useTenantNames';
import { ContractFacts } from './ContractFacts';

export type ContractPartiesCardProps = { contract: TContract; property: TProperty | undefined };

/** Who and what the lease is about: the property, the tenants, the guarantor. */
export function ContractPartiesCard({ contract, property }: ContractPartiesCardProps) {
  const { t } = useTranslation('properties');
  const paths = usePropertyPaths();
  const tenantNames = useTenantNames()(contract.tenantIds);
  const guarantor = contract.guarantor
    ? [contract.guarantor.name, contract.guarantor.email].filter(Boolean).join(' · ')
    : t('contracts.page.noGuarantor');
  return (
    <Card as="section" title={t('contracts.page.parties')} headingLevel={2}>
      <ContractFacts
        facts={[
          {
            key: 'property',
            label: t('contracts.form.property'),
            value: property ? (
              <Link to={paths.details(property.urlCode)}>{formatAddress(property)}</Link>
            ) : (
              '…'
            ),
          },
          {
            key: 'tenants',
            label: t('contracts.form.tenants'),
            value: (
              <ul>
                {tenantNames.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            ),
          },
          { key: 'guarantor', label: t('contracts.page.guarantor'), value: guarantor },
        ]}
      />
    </Card>
  );
}
