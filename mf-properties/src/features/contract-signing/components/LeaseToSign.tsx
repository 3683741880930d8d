import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TContractSigningResponse } from '@immodesk/contracts/contracts/signing/contractSigning.contract';
import { formatAddress, formatCents, formatDate, toBrusselsDate } from '@immodesk/sdk';
import { Button } from '@immodesk/ui-kit';
import { useContractDownload } from '../../contracts/hooks/useContractDownload';
import { useContractProperty } from '../../contracts/hooks/useContractProperty';
import styles from './ContractSigning.module.css';

export type LeaseToSignProps = { contract: TContract; signing: TContractSigningResponse };

/**
 * What the landlord signs, shown before they sign: the lease's summary, the PDF exactly as it was sent (the frozen
 * copy, to open) and its SHA-256, which every signature covers, and who has signed it already.
 */
export function LeaseToSign({ contract, signing }: LeaseToSignProps) {
  const { t } = useTranslation('properties');
  const property = useContractProperty(contract.propertyId);
  const { state, download } = useContractDownload(contract.id, () => `${contract.contractNumber}.pdf`);
  const tenants = signing.signers.filter((signer) => signer.role === 'tenant');
  const facts = [
    {
      key: 'property',
      label: t('contractSigning.lease.property'),
      value: property.data ? formatAddress(property.data) : '…',
    },
    {
      key: 'tenants',
      label: t('contractSigning.lease.tenants'),
      value: tenants.map((s) => s.name).join(', '),
    },
    {
      key: 'period',
      label: t('contractSigning.lease.period'),
      value: t('contracts.period', {
        start: formatDate(contract.startsOn),
        end: formatDate(contract.endsOn),
      }),
    },
    {
      key: 'rent',
      label: t('contractSigning.lease.rent'),
      value: t('contractSigning.lease.rentValue', {
        rent: formatCents(contract.rentCents),
        charges: formatCents(contract.chargesCents),
      }),
    },
  ];
  return (
    <section className={styles.lease} aria-labelledby="lease-to-sign-title" data-testid="lease-to-sign">
      <h3 id="lease-to-sign-title" className={styles.leaseTitle}>
        {t('contractSigning.lease.title', { number: contract.contractNumber })}
      </h3>
      <dl className={styles.leaseFacts}>
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {signing.frozenLease ? (
        <p className={styles.hash} data-testid="lease-to-sign-sha256">
          {t('contractSigning.lease.fingerprint', {
            date: formatDate(toBrusselsDate(signing.frozenLease.frozenAt)),
          })}{' '}
          <code>{signing.frozenLease.sha256}</code>
        </p>
      ) : null}
      <ul className={styles.list}>
        {tenants.map((tenant) => (
          <li key={tenant.name}>
            {tenant.signedAt
              ? t('contractSigning.lease.hasSigned', { name: tenant.name })
              : t('contractSigning.lease.hasNotSigned', { name: tenant.name })}
          </li>
        ))}
      </ul>
      <div>
        <Button
          variant="secondary"
          isLoading={state.name !== 'idle'}
          disabled={state.name !== 'idle'}
          onClick={() => void download('pdf')}
        >
          {t('contractSigning.lease.open')}
        </Button>
      </div>
    </section>
  );
}
