import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { formatBelgianVat } from '@immodesk/contracts/common/belgianVat';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { formatNationalRegisterNumber } from '@immodesk/contracts/vocabulary/nationalRegisterNumber';
import { AccountSection, formatAddress, formatDate, planKeys, tenantDisplayName } from '@immodesk/sdk';
import { EmailLink, NotProvided } from '@immodesk/ui-kit';
import { ContactDetailsFrame } from '../../shared/components/ContactDetailsFrame';
import { ContactDetailsView } from '../../shared/components/ContactDetailsView';
import { ContactPhoneLink } from '../../shared/components/ContactPhoneLink';
import { useContactMutation } from '../../shared/hooks/useContactMutation';
import { contactPaths } from '../../shared/utils/contactPaths';
import { deleteTenant, updateTenant } from '../api/tenantApi';
import { tenantKeys } from '../api/tenantKeys';
import { useTenant } from '../hooks/useTenant';
import { TenantFormDialog } from './TenantFormDialog';
import { TenantRelations } from './TenantRelations';
import { TenantStatusBadge } from './TenantStatusBadge';

/** /contacts/tenants/:id — the tenant, their account, their property, its tasks, their documents and messages; edit, (de)activate, delete. */
export function TenantDetailsPage() {
  const { id = '' } = useParams();
  const query = useTenant(id);
  return (
    <ContactDetailsFrame kind="tenant" query={query}>
      {(tenant) => <TenantDetails tenant={tenant} />}
    </ContactDetailsFrame>
  );
}

function TenantDetails({ tenant }: { tenant: TTenant }) {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  const name = tenantDisplayName(tenant);
  const nextStatus = tenant.status === 'active' ? 'inactive' : 'active';
  const setStatus = useContactMutation({
    run: () => updateTenant(tenant.id, { status: nextStatus }),
    invalidates: [tenantKeys.all, planKeys.limits()],
    toasts:
      nextStatus === 'active'
        ? { success: 'toasts.tenantReactivated', failure: 'toasts.tenantUpdateFailed' }
        : { success: 'toasts.tenantDeactivated', failure: 'toasts.tenantUpdateFailed' },
  });
  const remove = useContactMutation({
    run: () => deleteTenant(tenant.id),
    invalidates: [tenantKeys.lists(), planKeys.limits()],
    toasts: { success: 'toasts.tenantDeleted', failure: 'toasts.tenantDeleteFailed' },
    onDone: () => navigate(contactPaths.list('tenants')),
  });
  const notProvided = <NotProvided label={t('notProvided')} />;
  const isLegal = tenant.entityType === 'legal';

  return (
    <ContactDetailsView
      contact={tenant}
      name={name.primary}
      description={
        <>
          {t(`tenant.entityType.${tenant.entityType}`)} <TenantStatusBadge status={tenant.status} />
        </>
      }
      isActive={tenant.status === 'active'}
      isTogglingActive={setStatus.isPending}
      onToggleActive={() => setStatus.mutate()}
      isDeleting={remove.isPending}
      onDelete={() => remove.mutate()}
      facts={[
        ...(isLegal ? [{ label: t('form.fields.contactPerson'), value: name.secondary ?? notProvided }] : []),
        ...(isLegal
          ? [
              {
                label: t('form.fields.vatNumber'),
                value: tenant.vatNumber ? formatBelgianVat(tenant.vatNumber) : notProvided,
              },
            ]
          : []),
        {
          label: t('form.fields.email'),
          value: tenant.email ? <EmailLink email={tenant.email} /> : notProvided,
        },
        {
          label: t('form.fields.phone'),
          value: tenant.phone ? <ContactPhoneLink phone={tenant.phone} /> : notProvided,
        },
        { label: t('form.fields.language'), value: t(`tenant.language.${tenant.language}`) },
        {
          label: t(isLegal ? 'tenant.registeredOffice' : 'tenant.currentAddress'),
          value:
            tenant.street && tenant.houseNumber && tenant.city
              ? formatAddress({
                  ...tenant,
                  street: tenant.street,
                  houseNumber: tenant.houseNumber,
                  city: tenant.city,
                })
              : notProvided,
        },
        ...(isLegal
          ? []
          : [
              {
                label: t('tenant.birth'),
                value: tenant.birthDate
                  ? [formatDate(tenant.birthDate), tenant.birthPlace].filter(Boolean).join(', ')
                  : notProvided,
              },
              {
                label: t('form.fields.nationalRegisterNumber'),
                value: tenant.nationalRegisterNumber
                  ? formatNationalRegisterNumber(tenant.nationalRegisterNumber)
                  : notProvided,
              },
            ]),
        { label: t('form.fields.notes'), value: tenant.notes ?? notProvided },
      ]}
      renderEditDialog={(onClose) => <TenantFormDialog tenant={tenant} onClose={onClose} />}
    >
      <AccountSection scope={{ tenantId: tenant.id }} mailTo={{ name: name.primary, email: tenant.email }} />
      <TenantRelations tenant={tenant} />
    </ContactDetailsView>
  );
}
