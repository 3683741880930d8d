import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { currentLanguage } from '@immodesk/sdk';
import { Card, Spinner } from '@immodesk/ui-kit';
import { useContractSigning } from '../hooks/useContractSigning';
import { SignedPdfCheck } from './SignedPdfCheck';
import styles from './ContractSigning.module.css';

/** The contract page's signing panel: who signed when, the audit trail, the signed PDF's fingerprint and its check. */
export function ContractSigningCard({ contract }: { contract: TContract }) {
  const { t } = useTranslation('properties');
  const signing = useContractSigning(contract.id);
  const format = new Intl.DateTimeFormat(`${currentLanguage()}-BE`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  });
  return (
    <Card as="section" title={t('contractSigning.card.title')} headingLevel={2}>
      <p className={styles.muted}>{t('contractSigning.eidas')}</p>
      {signing.isPending ? <Spinner label={t('contractSigning.card.loading')} /> : null}
      {signing.isError ? <p className={styles.error}>{t('contractSigning.card.failed')}</p> : null}
      {signing.data ? (
        <>
          <ul className={styles.list} data-testid="contract-signers">
            {signing.data.signers.map((signer, index) => (
              <li key={`${signer.role}-${index}`}>
                {signer.name} ({t(`contractSigning.roles.${signer.role}`)}):{' '}
                {signer.signedAt
                  ? t('contractSigning.card.signedOn', { date: format.format(new Date(signer.signedAt)) })
                  : t('contractSigning.card.notSigned')}
              </li>
            ))}
          </ul>
          {signing.data.signedSha256 ? (
            <p className={styles.hash} data-testid="signed-sha256">
              {t('contractSigning.signed.fingerprint')} <code>{signing.data.signedSha256}</code>
            </p>
          ) : null}
          {signing.data.signedSha256 ? <SignedPdfCheck contractId={contract.id} /> : null}
          <details className={styles.trail}>
            <summary>{t('contractSigning.card.auditTrail')}</summary>
            <ol className={styles.list} data-testid="audit-trail">
              {signing.data.auditTrail.map((event, index) => (
                <li key={`${event.occurredAt}-${index}`}>
                  {format.format(new Date(event.occurredAt))}: {t(`contractSigning.events.${event.type}`)} (
                  {event.actor})
                  {event.sha256 ? <code className={styles.hashInline}> SHA-256 {event.sha256}</code> : null}
                </li>
              ))}
            </ol>
          </details>
        </>
      ) : null}
    </Card>
  );
}
