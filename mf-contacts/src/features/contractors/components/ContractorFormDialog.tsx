import { useTranslation } from 'react-i18next';
import { ZCreateContractorRequest } from '@immodesk/contracts/contractors/createContractor.contract';
import {
  CONTRACTOR_SPECIALTIES,
  type TContractor,
} from '@immodesk/contracts/contractors/listContractors.contract';
import { formGrid, SelectField, TextField } from '@immodesk/ui-kit';
import { ContactFormDialog } from '../../shared/components/ContactFormDialog';
import { useContactForm } from '../../shared/hooks/useContactForm';
import { contractorKeys } from '../api/contractorKeys';
import { RATING_MAX } from './ContractorRating';
import { createContractor, updateContractor } from '../api/contractorApi';
import {
  contractorBodyOf,
  contractorFormValuesOf,
  EMPTY_CONTRACTOR_FORM,
} from '../utils/contractorFormValues';

export type ContractorFormDialogProps = {
  /** The contractor to edit; none to add one. */
  contractor?: TContractor;
  onClose: () => void;
};

/** SPEC.md §2's contractor modal: add or edit, with the server's message under each field it refuses. Mount it to open it. */
export function ContractorFormDialog({ contractor, onClose }: ContractorFormDialogProps) {
  const { t } = useTranslation('contacts');
  const form = useContactForm({
    initialValues: contractor ? contractorFormValuesOf(contractor) : EMPTY_CONTRACTOR_FORM,
    bodyOf: contractorBodyOf,
    // The form always sends every field, so an edit is checked with the create contract too.
    schema: ZCreateContractorRequest,
    save: (body) => (contractor ? updateContractor(contractor.id, body) : createContractor(body)),
    invalidates: [contractorKeys.all],
    toasts: contractor
      ? { success: 'toasts.contractorUpdated', failure: 'toasts.contractorUpdateFailed' }
      : { success: 'toasts.contractorAdded', failure: 'toasts.contractorAddFailed' },
    onClose,
  });
  const { values, set, errorOf, textField } = form;

  return (
    <ContactFormDialog
      title={t(contractor ? 'contractorForm.editTitle' : 'contractorForm.addTitle')}
      description={t('contractorForm.nameRule')}
      submitLabel={t(contractor ? 'form.save' : 'contractorForm.add')}
      isSaving={form.isSaving}
      onSubmit={form.handleSubmit}
      onClose={onClose}
    >
      <div className={formGrid.row}>
        <TextField {...textField('companyName')} autoComplete="organization" />
        <TextField {...textField('vatNumber')} hint={t('form.hints.vatNumber')} />
      </div>
      <div className={formGrid.row}>
        <TextField {...textField('firstName')} autoComplete="given-name" />
        <TextField {...textField('lastName')} autoComplete="family-name" />
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
        <TextField
          {...textField('hourlyRate', 'hourlyRateCents')}
          inputMode="decimal"
          hint={t('form.hints.hourlyRate')}
        />
      </div>
      <div className={formGrid.row}>
        <TextField {...textField('email')} type="email" autoComplete="email" />
        <TextField {...textField('phone')} type="tel" autoComplete="tel" hint={t('form.hints.phone')} />
      </div>
      <TextField {...textField('address')} autoComplete="street-address" />
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
    </ContactFormDialog>
  );
}
