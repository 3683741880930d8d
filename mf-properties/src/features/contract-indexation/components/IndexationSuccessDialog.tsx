import { useTranslation } from 'react-i18next';
import type { TComputedRentIndexation } from '@immodesk/contracts/indexation/rentIndexations.contract';
import { formatCents, formatDate } from '@immodesk/sdk';
import { Button, Dialog, formGrid } from '@immodesk/ui-kit';
import { useSendIndexationLetter } from '../hooks/useSendIndexationLetter';
import { formatIndex } from '../utils/indexationFormat';
import styles from './Indexation.module.css';

export type IndexationSuccessDialogProps = {
  contractId: string;
  tenantNames: string[];
  indexation: TComputedRentIndexation;
  onClose: () => void;
};

/** SPEC §4 rent-indexation success modal: tenant, old rent, new rent, increase, health index, indexation date; then the letter. */
export function IndexationSuccessDialog({
  contractId,
  tenantNames,
  indexation,
  onClose,
}: IndexationSuccessDialogProps) {
  const { t, i18n } = useTranslation('properties');
  const letter = useSendIndexationLetter(contractId);
  const isSent = letter.isSuccess || indexation.letterSentAt !== null;
  return (
    <Dialog
      isOpen
      title={t('indexation.success.title')}
      description={t('indexation.success.description')}
      onClose={() => (letter.isPending ? undefined : onClose())}
    >
      <div className={formGrid.form} data-testid="indexation-success-dialog">
        <dl className={styles.facts}>
          <dt>{t('indexation.fields.tenant')}</dt>
          <dd>{tenantNames.join(', ') || '—'}</dd>
          <dt>{t('indexation.fields.oldRent')}</dt>
          <dd>{formatCents(indexation.oldRentCents)}</dd>
          <dt className={styles.highlight}>{t('indexation.fields.newRent')}</dt>
          <dd className={styles.highlight}>{formatCents(indexation.newRentCents)}</dd>
          <dt>{t('indexation.fields.increase')}</dt>
          <dd>{formatCents(indexation.increaseCents)}</dd>
          <dt>{t('indexation.fields.healthIndex')}</dt>
          <dd>{formatIndex(indexation.newIndex, i18n.language)}</dd>
          <dt>{t('indexation.fields.indexationDate')}</dt>
          <dd>{formatDate(indexation.indexationDate)}</dd>
        </dl>
        <p className={styles.muted}>
          {isSent ? t('indexation.success.letterSent') : t('indexation.success.letterHint')}
        </p>
        <div className={formGrid.actions}>
          {isSent ? null : (
            <Button
              variant="secondary"
              isLoading={letter.isPending}
              onClick={() => letter.mutate(indexation.id)}
            >
              {t('indexation.actions.sendLetter')}
            </Button>
          )}
          <Button onClick={onClose} disabled={letter.isPending}>
            {t('indexation.success.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
