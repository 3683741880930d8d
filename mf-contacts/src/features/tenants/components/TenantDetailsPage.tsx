import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { formatBelgianVat } from '@immodesk/contracts/common/belgianVat';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { planKeys, tenantDisplayName } from '@immodesk/sdk';
import { EmailLink, layout, NotProvided, PageHeader } from '@immodesk/ui-kit';
import { ContactMessages } from '../../communications/components/ContactMessages';
import { ContactDetailsActions } from '../../shared/components/ContactDetailsActions';
import { ContactDetailsFrame } from '../../shared/components/ContactDetailsFrame';
import { ContactFacts } from '../../shared/components/ContactFacts';
import { DeleteContactDialog } from '../../shared/components/DeleteContactDialog';
import { useContactMutation } from '../../shared/hooks/useContactMutation';
import { ContactPhoneLink } from '../../shared/components/ContactPhoneLink';
import { contactPaths } from '../../shared/utils/contactPaths';
import { TenantFormDialog } from './TenantFormDialog';
import { deleteTenant, updateTenant } from '../api/tenantApi';
import { tenantKeys } from '../api/tenantKeys';
import { TenantStatusBadge } from './TenantStatusBadge';
import { useTenant } from '../hooks/useTenant';
import { TenantRelations } from './TenantRelations';

/** /contacts/tenants/:id — the tenant, their property, its tasks, their documents and messages; edit, (de)activate, delete. */
export function TenantDetailsPage() {
  const { t } = useTranslation('contacts');
  const { id = '' } = useParams();
  const query = useTenant(id);
  return (
    <ContactDetailsFrame
      query={query}
      backPath={contactPaths.list('tenants')}
      backLabel={t('details.backToTenants')}
      notFoundTitle={t('details.tenantNotFound')}
    >
      {(tenant) => <TenantDetails tenant={tenant} />}
    </ContactDetailsFrame>
  );
}

function TenantDetails({ tenant }: { tenant: TTenant }) {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
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

  return (
    <>
      <PageHeader
        title={name.primary}
        description={
          <>
            {t(`tenant.entityType.${tenant.entityType}`)} <TenantStatusBadge status={tenant.status} />
          </>
        }
        actions={
          <ContactDetailsActions
            isActive={tenant.status === 'active'}
            isTogglingActive={setStatus.isPending}
            onEdit={() => setDialog('edit')}
            onToggleActive={() => setStatus.mutate()}
            onDelete={() => setDialog('delete')}
          />
        }
      />
      <div className={layout.columns}>
        <ContactFacts
          title={t('details.contactDetails')}
          facts={[
            ...(tenant.entityType === 'legal'
              ? [{ label: t('form.fields.contactPerson'), value: name.secondary ?? notProvided }]
              : []),
            ...(tenant.entityType === 'legal'
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
            { label: t('form.fields.notes'), value: tenant.notes ?? notProvided },
          ]}
        />
        <TenantRelations tenant={tenant} />
        <ContactMessages contactId={tenant.id} contactName={name.primary} email={tenant.email} />
      </div>
      {dialog === 'edit' ? <TenantFormDialog tenant={tenant} onClose={() => setDialog(null)} /> : null}
      <DeleteContactDialog
        name={name.primary}
        isOpen={dialog === 'delete'}
        isDeleting={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
