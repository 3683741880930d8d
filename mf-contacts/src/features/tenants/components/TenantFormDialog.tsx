import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@immodesk/contracts/common/primitives';
import { TENANT_NOTES_MAX, ZCreateTenantRequest } from '@immodesk/contracts/tenants/createTenant.contract';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { planKeys, useConfirmVoidSignatures } from '@immodesk/sdk';
import { formGrid, SelectField, TextAreaField, TextField } from '@immodesk/ui-kit';
import { ContactFormDialog } from '../../shared/components/ContactFormDialog';
import { useContactForm } from '../../shared/hooks/useContactForm';
import { usePropertyOptions } from '../../shared/hooks/usePropertyOptions';
import { tenantKeys } from '../api/tenantKeys';
import { createTenant, updateTenant } from '../api/tenantApi';
import { EMPTY_TENANT_FORM, tenantBodyOf, tenantFormValuesOf } from '../utils/tenantFormValues';
import { TenantIdentityFields } from './TenantIdentityFields';

export type TenantFormDialogProps = {
  /** The tenant to edit; none to add one. */
  tenant?: TTenant;
  onClose: () => void;
};

/** SPEC.md §2's tenant modal: add or edit, with the server's message under each field it refuses. Mount it to open it. */
export function TenantFormDialog({ tenant, onClose }: TenantFormDialogProps) {
  const { t } = useTranslation('contacts');
  const properties = usePropertyOptions();
  const voiding = useConfirmVoidSignatures();
  const form = useContactForm({
    initialValues: tenant ? tenantFormValuesOf(tenant) : EMPTY_TENANT_FORM,
    bodyOf: tenantBodyOf,
    // The form always sends every field, so an edit is checked with the create contract too.
    schema: ZCreateTenantRequest,
    save: (body) =>
      tenant ? voiding.guard((flag) => updateTenant(tenant.id, { ...body, ...flag })) : createTenant(body),
    invalidates: [tenantKeys.all, planKeys.limits()],
    toasts: tenant
      ? { success: 'toasts.tenantUpdated', failure: 'toasts.tenantUpdateFailed' }
      : { success: 'toasts.tenantAdded', failure: 'toasts.tenantAddFailed' },
    onClose,
  });
  const { values, set, errorOf, textField } = form;
  const isLegal = values.entityType === 'legal';

  return (
    <>
      <ContactFormDialog
        title={t(tenant ? 'tenantForm.editTitle' : 'tenantForm.addTitle')}
        submitLabel={t(tenant ? 'form.save' : 'tenantForm.add')}
        isSaving={form.isSaving}
        onSubmit={form.handleSubmit}
        onClose={onClose}
      >
        <SelectField
          label={t('form.fields.entityType')}
          name="entityType"
          value={values.entityType}
          onValueChange={(value) => set('entityType', value === 'legal' ? 'legal' : 'natural')}
          options={[
            { value: 'natural', label: t('tenant.entityType.natural') },
            { value: 'legal', label: t('tenant.entityType.legal') },
          ]}
          error={errorOf('entityType')}
        />
        {isLegal ? (
          <div className={formGrid.row}>
            <TextField {...textField('companyName')} required autoComplete="organization" />
            <TextField {...textField('vatNumber')} hint={t('form.hints.vatNumber')} />
          </div>
        ) : null}
        <div className={formGrid.row}>
          <TextField {...textField('firstName')} required={!isLegal} autoComplete="given-name" />
          <TextField {...textField('lastName')} required={!isLegal} autoComplete="family-name" />
        </div>
        <div className={formGrid.row}>
          <TextField {...textField('email')} type="email" autoComplete="email" />
          <TextField {...textField('phone')} type="tel" autoComplete="tel" hint={t('form.hints.phone')} />
        </div>
        <div className={formGrid.row}>
          <SelectField
            label={t('form.fields.language')}
            name="language"
            hint={t('form.hints.language')}
            value={values.language}
            onValueChange={(value) =>
              set('language', LANGUAGES.find((language) => language === value) ?? 'nl')
            }
            options={LANGUAGES.map((language) => ({
              value: language,
              label: t(`tenant.language.${language}`),
            }))}
            error={errorOf('language')}
          />
          <SelectField
            label={t('form.fields.status')}
            name="status"
            value={values.status}
            onValueChange={(value) => set('status', value === 'inactive' ? 'inactive' : 'active')}
            options={[
              { value: 'active', label: t('tenant.status.active') },
              { value: 'inactive', label: t('tenant.status.inactive') },
            ]}
            error={errorOf('status')}
          />
        </div>
        <TenantIdentityFields values={values} textField={textField} />
        <SelectField
          label={t('form.fields.property')}
          name="propertyId"
          value={values.propertyId}
          onValueChange={(value) => set('propertyId', value)}
          options={[{ value: '', label: t('form.noProperty') }, ...properties.options]}
          error={errorOf('propertyId')}
        />
        <TextAreaField
          label={t('form.fields.notes')}
          name="notes"
          value={values.notes}
          maxLength={TENANT_NOTES_MAX}
          onChange={(event) => set('notes', event.target.value)}
          error={errorOf('notes')}
        />
      </ContactFormDialog>
      {voiding.dialog}
    </>
  );
}
