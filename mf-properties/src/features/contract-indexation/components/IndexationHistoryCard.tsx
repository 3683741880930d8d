import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { formatCents, formatDate, toBrusselsDate } from '@immodesk/sdk';
import { Button, Card, layout, Spinner } from '@immodesk/ui-kit';
import { useIndexations } from '../hooks/useIndexations';
import { useSendIndexationLetter } from '../hooks/useSendIndexationLetter';
import { canIndex } from '../utils/indexationFormat';
import styles from './Indexation.module.css';

/**
 * The lease's indexations, newest first: date, old → new rent, the rule and the letter (sent, or send it now); one
 * recorded with a paper lease says so instead, without a rule or a letter.
 */
export function IndexationHistoryCard({ contract }: { contract: TContract }) {
  const { t } = useTranslation('properties');
  const indexations = useIndexations(contract.id);
  const letter = useSendIndexationLetter(contract.id);
  if (!canIndex(contract.status) && !indexations.data?.length) return null;
  return (
    <Card
      as="section"
      title={t('indexation.history.title')}
      headingLevel={2}
      data-testid="indexation-history"
    >
      {indexations.isPending ? <Spinner label={t('indexation.history.loading')} /> : null}
      {indexations.isError ? <p className={styles.error}>{t('indexation.history.failed')}</p> : null}
      {indexations.data?.length === 0 ? (
        <p className={styles.muted}>{t('indexation.history.empty')}</p>
      ) : null}
      {indexations.data?.[0] ? (
        <p data-testid="indexation-current-rent">
          {t('indexation.history.currentRent', {
            amount: formatCents(indexations.data[0].newRentCents),
            date: formatDate(indexations.data[0].newRentFrom),
          })}
        </p>
      ) : null}
      {indexations.data?.length ? (
        <ul className={layout.looseList}>
          {indexations.data.map((indexation) => (
            <li key={indexation.id} className={layout.spread}>
              <div>
                <strong>{formatDate(indexation.indexationDate)}</strong>{' '}
                {t('indexation.history.change', {
                  old: formatCents(indexation.oldRentCents),
                  new: formatCents(indexation.newRentCents),
                })}
                <p className={styles.muted}>
                  {indexation.kind === 'recorded'
                    ? t('indexation.history.recorded')
                    : t(`indexation.rules.${indexation.rule}`)}
                </p>
              </div>
              {indexation.kind === 'recorded' ? null : indexation.letterSentAt ? (
                <span className={styles.muted}>
                  {t('indexation.history.letterSentOn', {
                    date: formatDate(toBrusselsDate(indexation.letterSentAt)),
                  })}
                </span>
              ) : (
                <Button
                  size="small"
                  variant="secondary"
                  isLoading={letter.isPending && letter.variables === indexation.id}
                  onClick={() => letter.mutate(indexation.id)}
                >
                  {t('indexation.actions.sendLetter')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
