import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { serverFieldErrors, useConfirmVoidSignatures } from '@immodesk/sdk';
import { Button, buttonClassName, formGrid } from '@immodesk/ui-kit';
import { useSaveContract } from '../hooks/useSaveContract';
import {
  CONTRACT_FIELD_ORDER,
  CONTRACT_SERVER_FIELDS,
  validateContractForm,
  type ContractField,
  type ContractFieldErrors,
  type ContractFormValues,
} from '../utils/contractForm';
import { contractPaths } from '../utils/contractPaths';
import { ContractDepositFields } from './ContractDepositFields';
import { ContractMoneyFields } from './ContractMoneyFields';
import { ContractPartiesFields } from './ContractPartiesFields';
import { ContractTermsFields } from './ContractTermsFields';
import styles from './ContractForm.module.css';

export type ContractFormProps = {
  /** The draft being edited; null for a new one. */
  contract: TContract | null;
  initialValues: ContractFormValues;
  /** Where "cancel" goes back to. */
  cancelPath: string;
};

/** The draft contract form (SPEC §3 Contract): checked with the BFF's schema first, then the server's own field errors. */
export function ContractForm({ contract, initialValues, cancelPath }: ContractFormProps) {
  const { t } = useTranslation('properties');
  const navigate = useNavigate();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<ContractFieldErrors>({});
  const voiding = useConfirmVoidSignatures();
  const save = useSaveContract(contract?.id ?? null, voiding.guard);
  const formRef = useRef<HTMLFormElement>(null);

  const handleChange = <TField extends ContractField>(field: TField, value: ContractFormValues[TField]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (fieldErrors: ContractFieldErrors) => {
    setErrors(fieldErrors);
    const first = CONTRACT_FIELD_ORDER.find((field) => fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateContractForm(values);
    if (checked.errors) {
      showErrors(
        Object.fromEntries(
          Object.entries(checked.errors).map(([field, key]) => [field, t(`contracts.form.errors.${key}`)]),
        ),
      );
      return;
    }
    save.mutate(checked.body, {
      onSuccess: (saved) => navigate(contractPaths.page(saved.id)),
      onError: (error) => showErrors(serverFieldErrors(error, CONTRACT_SERVER_FIELDS)),
    });
  }

  const fieldsProps = { values, errors, onChange: handleChange };
  return (
    <>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={handleSubmit}
        aria-label={t(contract ? 'contracts.form.editTitle' : 'contracts.form.createTitle')}
      >
        <ContractPartiesFields {...fieldsProps} />
        <ContractTermsFields {...fieldsProps} />
        <ContractMoneyFields {...fieldsProps} />
        <ContractDepositFields {...fieldsProps} />
        <div className={formGrid.actions}>
          <Link to={cancelPath} className={buttonClassName({ variant: 'secondary' })}>
            {t('contracts.form.cancel')}
          </Link>
          <Button type="submit" isLoading={save.isPending}>
            {t(contract ? 'contracts.form.save' : 'contracts.form.createDraft')}
          </Button>
        </div>
      </form>
      {voiding.dialog}
    </>
  );
}
