import { useTranslation } from 'react-i18next';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { tenantDisplayName } from '@immodesk/sdk';
import { EmailLink, NotProvided, type StackedTableColumns } from '@immodesk/ui-kit';
import { ContactNameLink } from '../../shared/components/ContactNameLink';
import { ContactPhoneLink } from '../../shared/components/ContactPhoneLink';
import { contactPaths } from '../../shared/utils/contactPaths';
import { TenantStatusBadge } from '../components/TenantStatusBadge';

/** The columns of the tenants table: name (a link to the details), then one per fact; the status last. */
export function useTenantColumns(): StackedTableColumns<TTenant> {
  const { t } = useTranslation('contacts');
  const notProvided = <NotProvided label={t('notProvided')} />;
  return [
    {
      header: t('tenantList.columns.name'),
      cell: (tenant) => (
        <ContactNameLink {...tenantDisplayName(tenant)} to={contactPaths.tenant(tenant.id)} />
      ),
    },
    {
      header: t('tenantList.columns.entityType'),
      cell: (tenant) => t(`tenant.entityType.${tenant.entityType}`),
    },
    {
      header: t('tenantList.columns.email'),
      cell: (tenant) => (tenant.email ? <EmailLink email={tenant.email} /> : notProvided),
    },
    {
      header: t('tenantList.columns.phone'),
      isNumeric: true,
      cell: (tenant) => (tenant.phone ? <ContactPhoneLink phone={tenant.phone} /> : notProvided),
    },
    {
      header: t('tenantList.columns.language'),
      cell: (tenant) => t(`tenant.language.${tenant.language}`),
    },
    {
      header: t('tenantList.columns.status'),
      cell: (tenant) => <TenantStatusBadge status={tenant.status} />,
    },
  ];
}
