import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TERMINATION_REASONS,
  ZTermination,
  type TContract,
  type TTerminationReason,
} from '@immodesk/contracts/contracts/contract.contract';
import { serverFieldErrors } from '@immodesk/sdk';
import { bindFields, FormDialog, SelectField, TextField } from '@immodesk/ui-kit';
import { terminateContract } from '../api/contractsApi';
import { useContractTransition } from '../hooks/useContractTransition';

type TerminationValues = { date: string; reason: TTerminationReason | '' };

export type TerminateContractDialogProps = { contract: TContract; onClose: () => void };

/** Ends a signed or active contract on a date, for one of SPEC §3's reasons. */
export function TerminateContractDialog({ contract, onClose }: TerminateContractDialogProps) {
  const { t } = useTranslation('properties');
  const [values, setValues] = useState<TerminationValues>({ date: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof TerminationValues, string>>>({});
  const field = bindFields({
    values,
    errorOf: (name) => errors[name],
    onChange: (name, value) => setValues((current) => ({ ...current, [name]: value })),
  });
  const termination = useContractTransition(
    (body: { date: string; reason: TTerminationReason }) => terminateContract(contract.id, body),
    {
      success: 'contracts.toasts.terminated',
      failure: 'contracts.toasts.terminateFailed',
    },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = ZTermination.safeParse(values);
    if (!checked.success) {
      setErrors({
        ...(values.date ? {} : { date: t('contracts.form.errors.dateRequired') }),
        ...(values.reason ? {} : { reason: t('contracts.terminate.reasonRequired') }),
      });
      return;
    }
    termination.mutate(checked.data, {
      onSuccess: onClose,
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  }

  return (
    <FormDialog
      title={t('contracts.terminate.title')}
      description={t('contracts.terminate.description', { number: contract.contractNumber })}
      cancelLabel={t('contracts.terminate.cancel')}
      submitLabel={t('contracts.terminate.confirm')}
      isPending={termination.isPending}
      submitVariant="danger"
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <TextField
        {...field.text('date')}
        type="date"
        label={t('contracts.terminate.date')}
        required
        data-autofocus
      />
      <SelectField
        {...field.select('reason')}
        label={t('contracts.terminate.reason')}
        required
        options={[
          { value: '', label: t('contracts.terminate.chooseReason') },
          ...TERMINATION_REASONS.map((value) => ({
            value,
            label: t(`contracts.terminationReasons.${value}`),
          })),
        ]}
      />
    </FormDialog>
  );
}
