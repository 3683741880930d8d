import { useTranslation } from 'react-i18next';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { Table } from '@immodesk/ui-kit';
import { NotProvided } from '../../../shared/components/NotProvided';
import styles from '../../../shared/components/StackedTable.module.css';
import { tenantDisplayName } from '../utils/tenantDisplayName';
import { TenantStatusBadge } from './TenantStatusBadge';

export type TenantTableProps = { tenants: TTenant[] };

/** Tenants as a table; stacked rows with their column names on a narrow screen. */
export function TenantTable({ tenants }: TenantTableProps) {
  const { t } = useTranslation('contacts');
  const column = {
    entityType: t('tenantList.columns.entityType'),
    email: t('tenantList.columns.email'),
    phone: t('tenantList.columns.phone'),
    language: t('tenantList.columns.language'),
    status: t('tenantList.columns.status'),
  };
  return (
    <div className={styles.container}>
      <Table caption={t('tenantList.caption')} className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('tenantList.columns.name')}</th>
            <th scope="col">{column.entityType}</th>
            <th scope="col">{column.email}</th>
            <th scope="col">{column.phone}</th>
            <th scope="col">{column.language}</th>
            <th scope="col">{column.status}</th>
          </tr>
        </thead>
        <tbody>
          {tenants.map((tenant) => {
            const name = tenantDisplayName(tenant);
            return (
              <tr key={tenant.id} data-testid="tenant-row">
                <td className={styles.primary}>
                  {name.primary}
                  {name.secondary ? <span className={styles.secondary}>{name.secondary}</span> : null}
                </td>
                <td data-label={column.entityType}>{t(`tenant.entityType.${tenant.entityType}`)}</td>
                <td data-label={column.email}>{tenant.email ? <a href={`mailto:${tenant.email}`}>{tenant.email}</a> : <NotProvided />}</td>
                <td data-label={column.phone} className={styles.numeric}>
                  {tenant.phone ? <a href={`tel:${tenant.phone.replace(/[^\d+]/g, '')}`}>{tenant.phone}</a> : <NotProvided />}
                </td>
                <td data-label={column.language}>{t(`tenant.language.${tenant.language}`)}</td>
                <td data-label={column.status}>
                  <TenantStatusBadge status={tenant.status} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
