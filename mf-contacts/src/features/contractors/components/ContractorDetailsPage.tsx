import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatBelgianVat } from '@immodesk/contracts/common/belgianVat';
import type { TContractor } from '@immodesk/contracts/contractors/listContractors.contract';
import type { TTaskProperty } from '@immodesk/contracts/tasks/task';
import { contractorDisplayName, formatAddress, formatCents } from '@immodesk/sdk';
import { Badge, EmailLink, layout, NotProvided } from '@immodesk/ui-kit';
import { ContactDetailsFrame } from '../../shared/components/ContactDetailsFrame';
import { ContactDetailsView } from '../../shared/components/ContactDetailsView';
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
  const { id = '' } = useParams();
  const query = useContractor(id);
  return (
    <ContactDetailsFrame kind="contractor" query={query}>
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
    <ContactDetailsView
      contact={contractor}
      name={name.primary}
      description={
        <>
          {t(`contractor.specialty.${contractor.specialty}`)}{' '}
          <Badge tone={contractor.isActive ? 'success' : 'neutral'}>
            {t(contractor.isActive ? 'contractor.status.active' : 'contractor.status.inactive')}
          </Badge>
        </>
      }
      isActive={contractor.isActive}
      isTogglingActive={setActive.isPending}
      onToggleActive={() => setActive.mutate()}
      isDeleting={remove.isPending}
      onDelete={() => remove.mutate()}
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
      renderEditDialog={(onClose) => <ContractorFormDialog contractor={contractor} onClose={onClose} />}
    >
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
    </ContactDetailsView>
  );
}
