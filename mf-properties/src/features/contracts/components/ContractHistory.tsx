import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { formatDate, toBrusselsDate } from '@immodesk/sdk';
import { Card } from '@immodesk/ui-kit';
import { contractPaths } from '../utils/contractPaths';
import styles from './ContractPage.module.css';

type HistoryEvent = { key: string; date: string; text: string };

/**
 * The contract's own milestones, oldest first: drawn up, sent, signed, terminated; and the version it amends. A
 * lease signed on paper before it was drawn up in the product shows its signing day first.
 */
export function ContractHistory({ contract }: { contract: TContract }) {
  const { t } = useTranslation('properties');
  const events: HistoryEvent[] = [
    { key: 'created', date: toBrusselsDate(contract.createdAt), text: t('contracts.history.created') },
    ...(contract.sentAt
      ? [{ key: 'sent', date: toBrusselsDate(contract.sentAt), text: t('contracts.history.sent') }]
      : []),
    // The lease's own signing day: the day of the e-signature, or the day signed on paper (recorded later).
    ...(contract.signedAt
      ? [{ key: 'signed', date: contract.signedOn, text: t('contracts.history.signed') }]
      : []),
    ...(contract.termination
      ? [
          {
            key: 'terminated',
            date: contract.termination.date,
            text: t('contracts.history.terminated', {
              reason: t(`contracts.terminationReasons.${contract.termination.reason}`),
            }),
          },
        ]
      : []),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <Card as="section" title={t('contracts.history.title')} headingLevel={2}>
      <ol className={styles.history}>
        {events.map((event) => (
          <li key={event.key}>
            <span className={styles.historyDate}>{formatDate(event.date)}</span> {event.text}
          </li>
        ))}
      </ol>
      {contract.amendsContractId ? (
        <p>
          {t('contracts.history.version', { version: contract.version })}{' '}
          <Link to={contractPaths.page(contract.amendsContractId)}>
            {t('contracts.history.previousVersion')}
          </Link>
        </p>
      ) : null}
    </Card>
  );
}
