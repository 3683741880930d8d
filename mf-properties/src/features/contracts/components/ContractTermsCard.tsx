import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { formatCents, formatDate, formatRentPeriod } from '@immodesk/sdk';
import { Card } from '@immodesk/ui-kit';
import { ContractFacts, type ContractFact } from './ContractFacts';

/** The lease's terms and amounts as the contract states them. */
export function ContractTermsCard({ contract }: { contract: TContract }) {
  const { t } = useTranslation('properties');
  const deposit =
    contract.deposit.type === 'none'
      ? t('contracts.depositTypes.none')
      : t('contracts.page.depositValue', {
          amount: formatCents(contract.deposit.amountCents),
          type: t(`contracts.depositTypes.${contract.deposit.type}`),
        });
  const facts: ContractFact[] = [
    { key: 'type', label: t('contracts.form.type'), value: t(`contracts.types.${contract.type}`) },
    { key: 'region', label: t('contracts.form.region'), value: t(`contracts.regions.${contract.region}`) },
    { key: 'signedOn', label: t('contracts.form.signedOn'), value: formatDate(contract.signedOn) },
    {
      key: 'period',
      label: t('contracts.page.period'),
      value: t('contracts.period', {
        start: formatDate(contract.startsOn),
        end: formatDate(contract.endsOn),
      }),
    },
    {
      key: 'duration',
      label: t('contracts.page.duration'),
      value: t('contracts.page.months', { count: contract.durationMonths }),
    },
    {
      key: 'rent',
      label: t('contracts.page.rent'),
      value: t('contracts.page.rentValue', {
        amount: formatCents(contract.rentCents),
        frequency: t(`contracts.frequencies.${contract.paymentFrequency}`),
      }),
    },
    {
      key: 'charges',
      label: t('contracts.page.charges'),
      value: contract.chargesCents
        ? t('contracts.page.chargesValue', {
            amount: formatCents(contract.chargesCents),
            kind: t(`contracts.chargesKinds.${contract.chargesKind}`),
          })
        : t('contracts.page.noCharges'),
    },
    {
      key: 'dueDay',
      label: t('contracts.form.rentDueDay'),
      value: t('contracts.page.dueDayValue', { day: contract.rentDueDay }),
    },
    { key: 'deposit', label: t('contracts.page.deposit'), value: deposit },
    {
      key: 'reference',
      label: t('contracts.page.structuredReference'),
      value: <span translate="no">{contract.structuredReference}</span>,
    },
    {
      key: 'indexBaseMonth',
      label: t('contracts.form.indexBaseMonth'),
      value: contract.indexBaseMonth ? formatRentPeriod(contract.indexBaseMonth) : t('contracts.page.notSet'),
    },
  ];
  if (contract.epcCertificateNumber)
    facts.push({
      key: 'epc',
      label: t('contracts.form.epcCertificateNumber'),
      value: contract.epcCertificateNumber,
    });
  if (contract.registrationDeadline) {
    facts.push({
      key: 'registration',
      label: t('contracts.page.registrationDeadline'),
      value: t('contracts.page.registrationValue', { date: formatDate(contract.registrationDeadline) }),
    });
  }
  if (contract.termination) {
    facts.push({
      key: 'termination',
      label: t('contracts.page.termination'),
      value: t('contracts.page.terminationValue', {
        date: formatDate(contract.termination.date),
        reason: t(`contracts.terminationReasons.${contract.termination.reason}`),
      }),
    });
  }
  return (
    <Card as="section" title={t('contracts.page.terms')} headingLevel={2}>
      <ContractFacts facts={facts} />
    </Card>
  );
}
