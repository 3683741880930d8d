import { useTranslation } from 'react-i18next';
import type { TContractor } from '@immodesk/contracts/contractors/listContractors.contract';
import { contractorDisplayName, formatCents } from '@immodesk/sdk';
import { Link } from 'react-router-dom';
import { Badge, ContactCard, EmailLink, NotProvided } from '@immodesk/ui-kit';
import { ContactPhoneLink } from '../../shared/components/ContactPhoneLink';
import { contactPaths } from '../../shared/utils/contactPaths';
import { ContractorRating } from './ContractorRating';

export type ContractorCardProps = { contractor: TContractor; isLarge: boolean };

export function ContractorCard({ contractor, isLarge }: ContractorCardProps) {
  const { t } = useTranslation('contacts');
  const name = contractorDisplayName(contractor);
  const notProvided = <NotProvided label={t('notProvided')} />;
  return (
    <ContactCard
      nameLink={<Link to={contactPaths.contractor(contractor.id)}>{name.primary}</Link>}
      secondaryName={name.secondary}
      testId="contractor-card"
      isLarge={isLarge}
      badges={
        <>
          <Badge tone={contractor.isActive ? 'success' : 'neutral'}>
            {t(contractor.isActive ? 'contractor.status.active' : 'contractor.status.inactive')}
          </Badge>
          <Badge tone="neutral">{t(`contractor.specialty.${contractor.specialty}`)}</Badge>
        </>
      }
      lines={[
        { label: t('contractorList.columns.rating'), value: <ContractorRating rating={contractor.rating} /> },
        {
          label: t('contractorList.columns.hourlyRate'),
          value:
            contractor.hourlyRateCents === null
              ? notProvided
              : t('contractorList.hourlyRate', { rate: formatCents(contractor.hourlyRateCents) }),
        },
        {
          label: t('contractorList.columns.phone'),
          value: contractor.phone ? <ContactPhoneLink phone={contractor.phone} /> : notProvided,
        },
        {
          label: t('contractorList.columns.email'),
          value: contractor.email ? <EmailLink email={contractor.email} /> : notProvided,
        },
      ]}
    />
  );
}
