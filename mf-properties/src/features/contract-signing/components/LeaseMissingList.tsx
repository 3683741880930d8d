import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TLeaseMissingField } from '@immodesk/contracts/contracts/signing/sendContract.contract';
import styles from './ContractSigning.module.css';

export type LeaseMissingListProps = { contract: TContract; missing: TLeaseMissingField[] };

type Group = { key: string; who: string; to: string; fields: string[] };

/** Where each party's data is filled in: the profile, the tenant's page, the property or the contract's edit page. */
function groupsOf(contract: TContract, missing: TLeaseMissingField[], t: TFunction<'properties'>): Group[] {
  const groups = new Map<string, Group>();
  for (const item of missing) {
    const group =
      item.party === 'landlord'
        ? { key: 'landlord', who: t('contractSigning.missing.landlord'), to: '/settings#profile' }
        : item.party === 'tenant'
          ? {
              key: `tenant-${item.tenantId}`,
              who: t('contractSigning.missing.tenant', { name: item.name }),
              to: `/contacts/tenants/${item.tenantId}`,
            }
          : item.party === 'property'
            ? {
                key: 'property',
                who: t('contractSigning.missing.property'),
                to: `/properties/${contract.propertyId}`,
              }
            : {
                key: 'contract',
                who: t('contractSigning.missing.contract'),
                to: `/contracts/${contract.id}/edit`,
              };
    const current = groups.get(group.key) ?? { ...group, fields: [] };
    current.fields.push(t(`contractSigning.missing.fields.${item.party}.${item.field}`));
    groups.set(group.key, current);
  }
  return [...groups.values()];
}

/**
 * Issue 31: why the lease cannot be sent yet — what its region's template needs and the data lacks, per party, each
 * with a link to where it is filled in.
 */
export function LeaseMissingList({ contract, missing }: LeaseMissingListProps) {
  const { t } = useTranslation('properties');
  return (
    <div role="alert">
      <p className={styles.error}>{t('contractSigning.missing.title')}</p>
      <ul className={styles.list}>
        {groupsOf(contract, missing, t).map((group) => (
          <li key={group.key}>
            {t('contractSigning.missing.item', { who: group.who, fields: group.fields.join(', ') })}{' '}
            <Link to={group.to}>{t('contractSigning.missing.fillIn')}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
