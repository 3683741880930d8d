import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TComputedRentIndexation } from '@immodesk/contracts/indexation/rentIndexations.contract';
import { isApiError, toBrusselsDate } from '@immodesk/sdk';
import { FormDialog, Spinner, TextField } from '@immodesk/ui-kit';
import { useApplyIndexation } from '../hooks/useApplyIndexation';
import { useIndexationPreview } from '../hooks/useIndexationPreview';
import { HealthIndexStatus } from './HealthIndexStatus';
import { IndexationCalculation } from './IndexationCalculation';
import styles from './Indexation.module.css';

export type IndexationDialogProps = {
  contract: TContract;
  onClose: () => void;
  onApplied: (indexation: TComputedRentIndexation) => void;
};

/** "Index rent": the date of the written request (today by default), the calculation the law gives for it, then apply. */
export function IndexationDialog({ contract, onClose, onApplied }: IndexationDialogProps) {
  const { t } = useTranslation('properties');
  const [date, setDate] = useState(() => toBrusselsDate(new Date().toISOString()));
  const preview = useIndexationPreview(contract.id, date);
  const apply = useApplyIndexation(contract.id);
  const refusal = preview.isError
    ? isApiError(preview.error)
      ? preview.error.message
      : t('indexation.dialog.previewFailed')
    : null;

  return (
    <FormDialog
      title={t('indexation.dialog.title')}
      description={t('indexation.dialog.description', { number: contract.contractNumber })}
      cancelLabel={t('indexation.dialog.cancel')}
      submitLabel={t('indexation.dialog.apply')}
      isPending={apply.isPending}
      isSubmitDisabled={!preview.data || preview.isFetching}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (preview.data) apply.mutate(date, { onSuccess: onApplied });
      }}
    >
      <TextField
        name="requestDate"
        type="date"
        label={t('indexation.dialog.requestDate')}
        hint={t('indexation.dialog.requestDateHint')}
        required
        value={date}
        data-autofocus
        onChange={(event) => setDate(event.target.value)}
      />
      <HealthIndexStatus />
      <div aria-live="polite">
        {preview.isFetching ? <Spinner label={t('indexation.dialog.calculating')} /> : null}
        {refusal ? (
          <p className={styles.error} role="alert" data-testid="indexation-refusal">
            {refusal}
          </p>
        ) : null}
        {preview.data && !preview.isFetching ? <IndexationCalculation calculation={preview.data} /> : null}
      </div>
    </FormDialog>
  );
}
