import { useTranslation } from 'react-i18next';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { tenantDisplayName } from '@immodesk/sdk';
import { NotProvided, SecondaryText, StackedTable } from '@immodesk/ui-kit';
import { TenantStatusBadge } from './TenantStatusBadge';

export type TenantTableProps = { tenants: TTenant[] };

/** Tenants as a table; stacked rows with their column names on a narrow screen. */
export function TenantTable({ tenants }: TenantTableProps) {
  const { t } = useTranslation('contacts');
  const notProvided = <NotProvided label={t('notProvided')} />;
  return (
    <StackedTable
      caption={t('tenantList.caption')}
      rows={tenants}
      rowKey={(tenant) => tenant.id}
      rowTestId="tenant-row"
      // Six columns with e-mail addresses: stacked below 56rem, so the table never needs a horizontal scroller.
      stackBelow="56rem"
      columns={[
        {
          header: t('tenantList.columns.name'),
          cell: (tenant) => {
            const name = tenantDisplayName(tenant);
            return (
              <>
                {name.primary}
                {name.secondary ? <SecondaryText>{name.secondary}</SecondaryText> : null}
              </>
            );
          },
        },
        {
          header: t('tenantList.columns.entityType'),
          cell: (tenant) => t(`tenant.entityType.${tenant.entityType}`),
        },
        {
          header: t('tenantList.columns.email'),
          cell: (tenant) => (tenant.email ? <a href={`mailto:${tenant.email}`}>{tenant.email}</a> : notProvided),
        },
        {
          header: t('tenantList.columns.phone'),
          isNumeric: true,
          cell: (tenant) => (tenant.phone ? <a href={`tel:${tenant.phone.replace(/[^\d+]/g, '')}`}>{tenant.phone}</a> : notProvided),
        },
        {
          header: t('tenantList.columns.language'),
          cell: (tenant) => t(`tenant.language.${tenant.language}`),
        },
        {
          header: t('tenantList.columns.status'),
          cell: (tenant) => <TenantStatusBadge status={tenant.status} />,
        },
      ]}
    />
  );
}
