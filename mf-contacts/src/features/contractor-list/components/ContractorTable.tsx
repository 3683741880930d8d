import { useTranslation } from 'react-i18next';
import type { TContractor } from '@immodesk/contracts/contractors/listContractors.contract';
import { formatCents } from '@immodesk/sdk';
import { Badge, Table } from '@immodesk/ui-kit';
import { NotProvided } from '../../../shared/components/NotProvided';
import styles from '../../../shared/components/StackedTable.module.css';
import { contractorDisplayName } from '../utils/contractorDisplayName';
import { ContractorRating } from './ContractorRating';

export type ContractorTableProps = { contractors: TContractor[] };

/** Contractors as a table; stacked rows with their column names on a narrow screen. */
export function ContractorTable({ contractors }: ContractorTableProps) {
  const { t } = useTranslation('contacts');
  const column = {
    specialty: t('contractorList.columns.specialty'),
    contact: t('contractorList.columns.contact'),
    hourlyRate: t('contractorList.columns.hourlyRate'),
    rating: t('contractorList.columns.rating'),
    status: t('contractorList.columns.status'),
  };
  return (
    <div className={styles.container}>
      <Table caption={t('contractorList.caption')} className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('contractorList.columns.name')}</th>
            <th scope="col">{column.specialty}</th>
            <th scope="col">{column.contact}</th>
            <th scope="col">{column.hourlyRate}</th>
            <th scope="col">{column.rating}</th>
            <th scope="col">{column.status}</th>
          </tr>
        </thead>
        <tbody>
          {contractors.map((contractor) => {
            const name = contractorDisplayName(contractor);
            return (
              <tr key={contractor.id} data-testid="contractor-row">
                <td className={styles.primary}>
                  {name.primary}
                  {name.secondary ? <span className={styles.secondary}>{name.secondary}</span> : null}
                </td>
                <td data-label={column.specialty}>{t(`contractor.specialty.${contractor.specialty}`)}</td>
                <td data-label={column.contact}>
                  {contractor.email || contractor.phone ? (
                    <span>
                      {contractor.email ? <a href={`mailto:${contractor.email}`}>{contractor.email}</a> : null}
                      {contractor.email && contractor.phone ? <br /> : null}
                      {contractor.phone ? <a href={`tel:${contractor.phone.replace(/[^\d+]/g, '')}`}>{contractor.phone}</a> : null}
                    </span>
                  ) : (
                    <NotProvided />
                  )}
                </td>
                <td data-label={column.hourlyRate} className={styles.numeric}>
                  {contractor.hourlyRateCents === null ? <NotProvided /> : t('contractorList.hourlyRate', { rate: formatCents(contractor.hourlyRateCents) })}
                </td>
                <td data-label={column.rating}>
                  <ContractorRating rating={contractor.rating} />
                </td>
                <td data-label={column.status}>
                  <Badge tone={contractor.isActive ? 'success' : 'neutral'}>{t(contractor.isActive ? 'contractor.status.active' : 'contractor.status.inactive')}</Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
