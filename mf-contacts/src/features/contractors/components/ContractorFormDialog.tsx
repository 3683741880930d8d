import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCreateContractorRequest } from '@immodesk/contracts/contractors/createContractor.contract';
import {
  CONTRACTOR_SPECIALTIES,
  type TContractor,
} from '@immodesk/contracts/contractors/listContractors.contract';
import { Button, Dialog, formGrid, SelectField, TextField } from '@immodesk/ui-kit';
import { useFieldError } from '../../shared/hooks/useFieldError';
import { useSaveContact } from '../../shared/hooks/useSaveContact';
import { contractorKeys } from '../api/contractorKeys';
import { RATING_MAX } from './ContractorRating';
import { createContractor, updateContractor } from '../api/contractorApi';
import {
  contractorBodyOf,
  contractorFormValuesOf,
  EMPTY_CONTRACTOR_FORM,
  type ContractorFormValues,
} from '../utils/contractorFormValues';

export type ContractorFormDialogProps = {
  /** The contractor to edit; none to add one. */
  contractor?: TContractor;
  onClose: () => void;
  onSaved?: (contractor: TContractor) => void;
};

type TextFieldName =
  'firstName' | 'lastName' | 'companyName' | 'vatNumber' | 'email' | 'phone' | 'address' | 'hourlyRate';

/** SPEC.md §2's contractor modal: add or edit, with the server's message under each field it refuses. Mount it to open it. */
export function ContractorFormDialog({ contractor, onClose, onSaved }: ContractorFormDialogProps) {
  const { t } = useTranslation('contacts');
  const [values, setValues] = useState<ContractorFormValues>(
    contractor ? contractorFormValuesOf(contractor) : EMPTY_CONTRACTOR_FORM,
  );
  const save = useSaveContact({
    // The form always sends every field, so an edit is checked with the create contract too.
    schema: ZCreateContractorRequest,
    save: (body) => (contractor ? updateContractor(contractor.id, body) : createContractor(body)),
    invalidates: [contractorKeys.all],
    toasts: contractor
      ? { success: 'toasts.contractorUpdated', failure: 'toasts.contractorUpdateFailed' }
      : { success: 'toasts.contractorAdded', failure: 'toasts.contractorAddFailed' },
    onSaved: (saved) => {
      onClose();
      onSaved?.(saved);
    },
  });
  const errorOf = useFieldError(save.errors);
  const set = <K extends keyof ContractorFormValues>(field: K, value: ContractorFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const text = (
    field: TextFieldName,
    props: { type?: string; autoComplete?: string; hint?: string; inputMode?: 'decimal' } = {},
  ) => (
    <TextField
      label={t(`form.fields.${field}`)}
      name={field}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={errorOf(field === 'hourlyRate' ? 'hourlyRateCents' : field)}
      {...props}
    />
  );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.submit(contractorBodyOf(values));
  };
  const title = t(contractor ? 'contractorForm.editTitle' : 'contractorForm.addTitle');

  return (
    <Dialog isOpen title={title} onClose={onClose} description={t('contractorForm.nameRule')}>
      <form onSubmit={handleSubmit} noValidate className={formGrid.form} aria-label={title}>
        <div className={formGrid.row}>
          {text('companyName', { autoComplete: 'organization' })}
          {text('vatNumber', { hint: t('form.hints.vatNumber') })}
        </div>
        <div className={formGrid.row}>
          {text('firstName', { autoComplete: 'given-name' })}
          {text('lastName', { autoComplete: 'family-name' })}
        </div>
        <div className={formGrid.row}>
          <SelectField
            label={t('form.fields.specialty')}
            name="specialty"
            value={values.specialty}
            onValueChange={(value) =>
              set('specialty', CONTRACTOR_SPECIALTIES.find((specialty) => specialty === value) ?? 'other')
            }
            options={CONTRACTOR_SPECIALTIES.map((specialty) => ({
              value: specialty,
              label: t(`contractor.specialty.${specialty}`),
            }))}
            error={errorOf('specialty')}
          />
          {text('hourlyRate', { inputMode: 'decimal', hint: t('form.hints.hourlyRate') })}
        </div>
        <div className={formGrid.row}>
          {text('email', { type: 'email', autoComplete: 'email' })}
          {text('phone', { type: 'tel', autoComplete: 'tel', hint: t('form.hints.phone') })}
        </div>
        {text('address', { autoComplete: 'street-address' })}
        <div className={formGrid.row}>
          <SelectField
            label={t('form.fields.rating')}
            name="rating"
            value={values.rating}
            onValueChange={(value) => set('rating', value)}
            options={[
              { value: '', label: t('contractorList.noRating') },
              ...Array.from({ length: RATING_MAX + 1 }, (_, stars) => ({
                value: String(stars),
                label: t('contractorList.rating', { rating: stars, max: RATING_MAX }),
              })),
            ]}
            error={errorOf('rating')}
          />
          <SelectField
            label={t('form.fields.status')}
            name="isActive"
            value={values.isActive ? 'active' : 'inactive'}
            onValueChange={(value) => set('isActive', value === 'active')}
            options={[
              { value: 'active', label: t('contractor.status.active') },
              { value: 'inactive', label: t('contractor.status.inactive') },
            ]}
          />
        </div>
        <div className={formGrid.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" isLoading={save.isSaving}>
            {t(contractor ? 'form.save' : 'contractorForm.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
