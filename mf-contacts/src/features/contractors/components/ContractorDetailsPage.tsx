import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatBelgianVat } from '@immodesk/contracts/common/belgianVat';
import type { TContractor } from '@immodesk/contracts/contractors/listContractors.contract';
import type { TTaskProperty } from '@immodesk/contracts/tasks/task';
import { contractorDisplayName, formatAddress, formatCents } from '@immodesk/sdk';
import { Badge, EmailLink, layout, NotProvided, PageHeader } from '@immodesk/ui-kit';
import { ContactMessages } from '../../communications/components/ContactMessages';
import { ContactDetailsActions } from '../../shared/components/ContactDetailsActions';
import { ContactDetailsFrame } from '../../shared/components/ContactDetailsFrame';
import { ContactFacts } from '../../shared/components/ContactFacts';
import { DeleteContactDialog } from '../../shared/components/DeleteContactDialog';
import { RelatedSection } from '../../shared/components/RelatedSection';
import { RelatedTaskList } from '../../shared/components/RelatedTaskList';
import { useContactMutation } from '../../shared/hooks/useContactMutation';
import { useRelatedTasks } from '../../shared/hooks/useContactRelations';
import { ContactPhoneLink } from '../../shared/components/ContactPhoneLink';
import { contactPaths } from '../../shared/utils/contactPaths';
import { ContractorFormDialog } from './ContractorFormDialog';
import { deleteContractor, updateContractor } from '../api/contractorApi';
import { contractorKeys } from '../api/contractorKeys';
import { ContractorRating } from './ContractorRating';
import { useContractor } from '../hooks/useContractor';

/** /contacts/contractors/:id — the contractor, their tasks, the properties those are on and their messages; edit, (de)activate, delete. */
export function ContractorDetailsPage() {
  const { t } = useTranslation('contacts');
  const { id = '' } = useParams();
  const query = useContractor(id);
  return (
    <ContactDetailsFrame
      query={query}
      backPath={contactPaths.list('contractors')}
      backLabel={t('details.backToContractors')}
      notFoundTitle={t('details.contractorNotFound')}
    >
      {(contractor) => <ContractorDetails contractor={contractor} />}
    </ContactDetailsFrame>
  );
}

/** The distinct properties of the contractor's tasks. */
function propertiesOf(tasks: { property: TTaskProperty | null }[]): TTaskProperty[] {
  const byId = new Map<string, TTaskProperty>();
  for (const task of tasks) if (task.property) byId.set(task.property.id, task.property);
  return [...byId.values()];
}

function ContractorDetails({ contractor }: { contractor: TContractor }) {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const tasks = useRelatedTasks({ contractorId: contractor.id });
  const name = contractorDisplayName(contractor);
  const setActive = useContactMutation({
    run: () => updateContractor(contractor.id, { isActive: !contractor.isActive }),
    invalidates: [contractorKeys.all],
    toasts: {
      success: contractor.isActive ? 'toasts.contractorDeactivated' : 'toasts.contractorReactivated',
      failure: 'toasts.contractorUpdateFailed',
    },
  });
  const remove = useContactMutation({
    run: () => deleteContractor(contractor.id),
    invalidates: [contractorKeys.lists()],
    toasts: { success: 'toasts.contractorDeleted', failure: 'toasts.contractorDeleteFailed' },
    onDone: () => navigate(contactPaths.list('contractors')),
  });
  const notProvided = <NotProvided label={t('notProvided')} />;

  return (
    <>
      <PageHeader
        title={name.primary}
        description={
          <>
            {t(`contractor.specialty.${contractor.specialty}`)}{' '}
            <Badge tone={contractor.isActive ? 'success' : 'neutral'}>
              {t(contractor.isActive ? 'contractor.status.active' : 'contractor.status.inactive')}
            </Badge>
          </>
        }
        actions={
          <ContactDetailsActions
            isActive={contractor.isActive}
            isTogglingActive={setActive.isPending}
            onEdit={() => setDialog('edit')}
            onToggleActive={() => setActive.mutate()}
            onDelete={() => setDialog('delete')}
          />
        }
      />
      <div className={layout.columns}>
        <ContactFacts
          title={t('details.contactDetails')}
          facts={[
            { label: t('form.fields.contactPerson'), value: name.secondary ?? notProvided },
            {
              label: t('form.fields.vatNumber'),
              value: contractor.vatNumber ? formatBelgianVat(contractor.vatNumber) : notProvided,
            },
            {
              label: t('form.fields.hourlyRate'),
              value:
                contractor.hourlyRateCents === null
                  ? notProvided
                  : t('contractorList.hourlyRate', { rate: formatCents(contractor.hourlyRateCents) }),
            },
            { label: t('form.fields.rating'), value: <ContractorRating rating={contractor.rating} /> },
            {
              label: t('form.fields.email'),
              value: contractor.email ? <EmailLink email={contractor.email} /> : notProvided,
            },
            {
              label: t('form.fields.phone'),
              value: contractor.phone ? <ContactPhoneLink phone={contractor.phone} /> : notProvided,
            },
            { label: t('form.fields.address'), value: contractor.address ?? notProvided },
          ]}
        />
        <RelatedSection
          title={t('details.properties')}
          query={tasks}
          emptyText={t('details.noContractorProperties')}
          isEmpty={(data) => propertiesOf(data.items).length === 0}
        >
          {(data) => (
            <ul className={layout.list}>
              {propertiesOf(data.items).map((property) => (
                <li key={property.id}>
                  <Link to={`/properties/${encodeURIComponent(property.urlCode)}`}>
                    {formatAddress(property)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </RelatedSection>
        <RelatedSection
          title={t('details.tasks')}
          query={tasks}
          emptyText={t('details.noContractorTasks')}
          isEmpty={(data) => data.items.length === 0}
        >
          {(data) => <RelatedTaskList tasks={data.items} />}
        </RelatedSection>
        <ContactMessages contactId={contractor.id} contactName={name.primary} email={contractor.email} />
      </div>
      {dialog === 'edit' ? (
        <ContractorFormDialog contractor={contractor} onClose={() => setDialog(null)} />
      ) : null}
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
