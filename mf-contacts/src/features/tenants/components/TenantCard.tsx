import { useTranslation } from 'react-i18next';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { tenantDisplayName } from '@immodesk/sdk';
import { Link } from 'react-router-dom';
import { Badge, ContactCard, EmailLink, NotProvided } from '@immodesk/ui-kit';
import { ContactPhoneLink } from '../../shared/components/ContactPhoneLink';
import { contactPaths } from '../../shared/utils/contactPaths';
import { TenantStatusBadge } from './TenantStatusBadge';

export type TenantCardProps = { tenant: TTenant; isLarge: boolean; propertyAddress: string | null };

export function TenantCard({ tenant, isLarge, propertyAddress }: TenantCardProps) {
  const { t } = useTranslation('contacts');
  const name = tenantDisplayName(tenant);
  const notProvided = <NotProvided label={t('notProvided')} />;
  return (
    <ContactCard
      nameLink={<Link to={contactPaths.tenant(tenant.id)}>{name.primary}</Link>}
      secondaryName={name.secondary}
      testId="tenant-card"
      isLarge={isLarge}
      badges={
        <>
          <TenantStatusBadge status={tenant.status} />
          <Badge tone="neutral">{t(`tenant.entityType.${tenant.entityType}`)}</Badge>
        </>
      }
      lines={[
        {
          label: t('tenantList.columns.email'),
          value: tenant.email ? <EmailLink email={tenant.email} /> : notProvided,
        },
        {
          label: t('tenantList.columns.phone'),
          value: tenant.phone ? <ContactPhoneLink phone={tenant.phone} /> : notProvided,
        },
        { label: t('tenantList.columns.property'), value: propertyAddress ?? notProvided },
        { label: t('tenantList.columns.language'), value: t(`tenant.language.${tenant.language}`) },
      ]}
    />
  );
}
