import { useTranslation } from 'react-i18next';
import type { TIndexationPreview } from '@immodesk/contracts/indexation/indexationPreview.contract';
import { formatCents, formatDate } from '@immodesk/sdk';
import { formatIndex, formatMonth } from '../utils/indexationFormat';
import styles from './Indexation.module.css';

/** The calculation of a preview or an applied indexation: rents, both indices with their months, the rule, what can be claimed back. */
export function IndexationCalculation({ calculation }: { calculation: TIndexationPreview }) {
  const { t, i18n } = useTranslation('properties');
  const index = (value: number) => formatIndex(value, i18n.language);
  const month = (value: string) => formatMonth(value, i18n.language);
  const { correction } = calculation;
  return (
    <>
      <p className={styles.rule} data-testid="indexation-rule">
        {t(`indexation.rules.${calculation.rule}`)}
      </p>
      <dl className={styles.facts} data-testid="indexation-calculation">
        <dt>{t('indexation.fields.indexationDate')}</dt>
        <dd>{formatDate(calculation.indexationDate)}</dd>
        <dt>{t('indexation.fields.epcLabel')}</dt>
        <dd>{calculation.epcLabel ?? t('indexation.fields.epcMissing')}</dd>
        <dt>{t('indexation.fields.baseRent')}</dt>
        <dd>{formatCents(calculation.baseRentCents)}</dd>
        <dt>{t('indexation.fields.baseIndex', { month: month(calculation.baseIndexMonth) })}</dt>
        <dd>{index(calculation.baseIndex)}</dd>
        <dt>{t('indexation.fields.newIndex', { month: month(calculation.newIndexMonth) })}</dt>
        <dd>{index(calculation.newIndex)}</dd>
        <dt>{t('indexation.fields.indexBase')}</dt>
        <dd data-testid="indexation-base">
          {t('indexation.fields.indexBaseValue', { year: calculation.indexBase })}
        </dd>
        {correction ? (
          <>
            <dt>
              {t('indexation.fields.correction', {
                priorMonth: month(correction.priorMonth),
                freezeMonth: month(correction.freezeMonth),
              })}
            </dt>
            <dd>
              {index(correction.priorIndex)} / {index(correction.freezeIndex)}
            </dd>
          </>
        ) : null}
        <dt>{t('indexation.fields.oldRent')}</dt>
        <dd>{formatCents(calculation.oldRentCents)}</dd>
        <dt className={styles.highlight}>{t('indexation.fields.newRent')}</dt>
        <dd className={styles.highlight} data-testid="indexation-new-rent">
          {formatCents(calculation.newRentCents)}
        </dd>
        <dt>{t('indexation.fields.increase')}</dt>
        <dd data-testid="indexation-increase">{formatCents(calculation.increaseCents)}</dd>
        <dt>{t('indexation.fields.newRentFrom')}</dt>
        <dd>{formatDate(calculation.newRentFrom)}</dd>
      </dl>
      <p className={styles.muted} data-testid="indexation-retroactive">
        {calculation.retroactiveMonths > 0 && calculation.retroactiveFromMonth
          ? t('indexation.retroactive.claimable', {
              count: calculation.retroactiveMonths,
              from: month(calculation.retroactiveFromMonth),
              amount: formatCents(calculation.retroactiveAmountCents),
            })
          : t('indexation.retroactive.none')}
      </p>
    </>
  );
}
