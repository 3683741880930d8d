import { useTranslation } from 'react-i18next';
import type { TContractor } from '@immodesk/contracts/contractors/listContractors.contract';
import { contractorDisplayName, formatCents } from '@immodesk/sdk';
import { Badge, EmailLink, NotProvided, StackedTable, type StackedTableColumns } from '@immodesk/ui-kit';
import { ContactNameLink } from '../../shared/components/ContactNameLink';
import { ContactPhoneLink } from '../../shared/components/ContactPhoneLink';
import { contactPaths } from '../../shared/utils/contactPaths';
import { ContractorRating } from './ContractorRating';

export type ContractorTableProps = { contractors: TContractor[] };

/** Contractors as a table; stacked rows with their column names on a narrow screen. */
export function ContractorTable({ contractors }: ContractorTableProps) {
  const { t } = useTranslation('contacts');
  const notProvided = <NotProvided label={t('notProvided')} />;
  const columns: StackedTableColumns<TContractor> = [
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
  // Six columns with e-mail addresses: stacked below 56rem, so the table never needs a horizontal scroller.
  return (
    <StackedTable
      caption={t('contractorList.caption')}
      rows={contractors}
      columns={columns}
      rowTestId="contractor-row"
      stackBelow="56rem"
    />
  );
}
