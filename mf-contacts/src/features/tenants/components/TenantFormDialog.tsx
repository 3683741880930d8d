import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@immodesk/contracts/common/primitives';
import { TENANT_NOTES_MAX, ZCreateTenantRequest } from '@immodesk/contracts/tenants/createTenant.contract';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { planKeys } from '@immodesk/sdk';
import { Button, Dialog, formGrid, SelectField, TextAreaField, TextField } from '@immodesk/ui-kit';
import { useFieldError } from '../../shared/hooks/useFieldError';
import { useSaveContact } from '../../shared/hooks/useSaveContact';
import { usePropertyOptions } from '../../shared/hooks/usePropertyOptions';
import { tenantKeys } from '../api/tenantKeys';
import { createTenant, updateTenant } from '../api/tenantApi';
import {
  EMPTY_TENANT_FORM,
  tenantBodyOf,
  tenantFormValuesOf,
  type TenantFormValues,
} from '../utils/tenantFormValues';

export type TenantFormDialogProps = {
  /** The tenant to edit; none to add one. */
  tenant?: TTenant;
  onClose: () => void;
  onSaved?: (tenant: TTenant) => void;
};

/** SPEC.md §2's tenant modal: add or edit, with the server's message under each field it refuses. Mount it to open it. */
export function TenantFormDialog({ tenant, onClose, onSaved }: TenantFormDialogProps) {
  const { t } = useTranslation('contacts');
  const [values, setValues] = useState<TenantFormValues>(
    tenant ? tenantFormValuesOf(tenant) : EMPTY_TENANT_FORM,
  );
  const properties = usePropertyOptions();
  const save = useSaveContact({
    // The form always sends every field, so an edit is checked with the create contract too.
    schema: ZCreateTenantRequest,
    save: (body) => (tenant ? updateTenant(tenant.id, body) : createTenant(body)),
    invalidates: [tenantKeys.all, planKeys.limits()],
    toasts: tenant
      ? { success: 'toasts.tenantUpdated', failure: 'toasts.tenantUpdateFailed' }
      : { success: 'toasts.tenantAdded', failure: 'toasts.tenantAddFailed' },
    onSaved: (saved) => {
      onClose();
      onSaved?.(saved);
    },
  });
  const errorOf = useFieldError(save.errors);
  const set = <K extends keyof TenantFormValues>(field: K, value: TenantFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const isLegal = values.entityType === 'legal';
  const text = (
    field: 'firstName' | 'lastName' | 'companyName' | 'vatNumber' | 'email' | 'phone',
    props: { required?: boolean; type?: string; autoComplete?: string; hint?: string } = {},
  ) => (
    <TextField
      label={t(`form.fields.${field}`)}
      name={field}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={errorOf(field)}
      {...props}
    />
  );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.submit(tenantBodyOf(values));
  };

  return (
    <Dialog isOpen title={t(tenant ? 'tenantForm.editTitle' : 'tenantForm.addTitle')} onClose={onClose}>
      <form
        onSubmit={handleSubmit}
        noValidate
        className={formGrid.form}
        aria-label={t(tenant ? 'tenantForm.editTitle' : 'tenantForm.addTitle')}
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
            {text('companyName', { required: true, autoComplete: 'organization' })}
            {text('vatNumber', { hint: t('form.hints.vatNumber') })}
          </div>
        ) : null}
        <div className={formGrid.row}>
          {text('firstName', { required: !isLegal, autoComplete: 'given-name' })}
          {text('lastName', { required: !isLegal, autoComplete: 'family-name' })}
        </div>
        <div className={formGrid.row}>
          {text('email', { type: 'email', autoComplete: 'email' })}
          {text('phone', { type: 'tel', autoComplete: 'tel', hint: t('form.hints.phone') })}
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
        <div className={formGrid.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" isLoading={save.isSaving}>
            {t(tenant ? 'form.save' : 'tenantForm.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
