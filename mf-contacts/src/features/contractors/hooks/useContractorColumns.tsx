import { useTranslation } from 'react-i18next';
import type { TContractor } from '@immodesk/contracts/contractors/listContractors.contract';
import { contractorDisplayName, formatCents } from '@immodesk/sdk';
import { Badge, EmailLink, NotProvided, type StackedTableColumns } from '@immodesk/ui-kit';
import { ContactNameLink } from '../../shared/components/ContactNameLink';
import { ContactPhoneLink } from '../../shared/components/ContactPhoneLink';
import { contactPaths } from '../../shared/utils/contactPaths';
import { ContractorRating } from '../components/ContractorRating';

/** The columns of the contractors table: name (a link to the details), then one per fact; the status last. */
export function useContractorColumns(): StackedTableColumns<TContractor> {
  const { t } = useTranslation('contacts');
  const notProvided = <NotProvided label={t('notProvided')} />;
  return [
    {
      header: t('contractorList.columns.name'),
      cell: (contractor) => (
        <ContactNameLink {...contractorDisplayName(contractor)} to={contactPaths.contractor(contractor.id)} />
      ),
    },
    {
      header: t('contractorList.columns.specialty'),
      cell: (contractor) => t(`contractor.specialty.${contractor.specialty}`),
    },
    {
      header: t('contractorList.columns.contact'),
      cell: (contractor) =>
        contractor.email || contractor.phone ? (
          <span>
            {contractor.email ? <EmailLink email={contractor.email} /> : null}
            {contractor.email && contractor.phone ? <br /> : null}
            {contractor.phone ? <ContactPhoneLink phone={contractor.phone} /> : null}
          </span>
        ) : (
          notProvided
        ),
    },
    {
      header: t('contractorList.columns.hourlyRate'),
      isNumeric: true,
      cell: (contractor) =>
        contractor.hourlyRateCents === null
          ? notProvided
          : t('contractorList.hourlyRate', { rate: formatCents(contractor.hourlyRateCents) }),
    },
    {
      header: t('contractorList.columns.rating'),
      cell: (contractor) => <ContractorRating rating={contractor.rating} />,
    },
    {
      header: t('contractorList.columns.status'),
      cell: (contractor) => (
        <Badge tone={contractor.isActive ? 'success' : 'neutral'}>
          {t(contractor.isActive ? 'contractor.status.active' : 'contractor.status.inactive')}
        </Badge>
      ),
    },
  ];
}
