import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAddress, tenantDisplayName } from '@immodesk/sdk';
import { bindFields, SelectField, Spinner } from '@immodesk/ui-kit';
import { usePropertyOptions } from '../../tasks/hooks/usePropertyOptions';
import { useTenantOptions } from '../hooks/useTenantOptions';
import type { ContractFieldsProps } from '../utils/contractFieldsProps';
import { regionOfPostalCode } from '../utils/leaseDates';
import styles from './ContractForm.module.css';

/** The property and the tenants (one or more of the organization's): the parties of the lease besides the landlord. */
export function ContractPartiesFields({ values, errors, onChange }: ContractFieldsProps) {
  const { t } = useTranslation('properties');
  const properties = usePropertyOptions();
  const tenants = useTenantOptions();
  const tenantsErrorId = useId();
  const field = bindFields({ values, errorOf: (name) => errors[name], onChange });

  const handlePropertyChange = (propertyId: string) => {
    onChange('propertyId', propertyId);
    const property = properties.data?.find((candidate) => candidate.id === propertyId);
    const region = property ? regionOfPostalCode(property.postalCode) : null;
    if (region) onChange('region', region);
  };
  const toggleTenant = (tenantId: string, isChosen: boolean) =>
    onChange(
      'tenantIds',
      isChosen ? [...values.tenantIds, tenantId] : values.tenantIds.filter((id) => id !== tenantId),
    );

  // The property's own tenants first, then the others by name.
  const tenantList = [...(tenants.data ?? [])]
    .filter((tenant) => tenant.status === 'active' || values.tenantIds.includes(tenant.id))
    .sort((a, b) => Number(b.propertyId === values.propertyId) - Number(a.propertyId === values.propertyId));

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('contracts.form.parties')}</legend>
      <SelectField
        {...field.select('propertyId')}
        onValueChange={handlePropertyChange}
        label={t('contracts.form.property')}
        required
        options={[
          { value: '', label: t('contracts.form.chooseProperty') },
          ...(properties.data ?? []).map((property) => ({
            value: property.id,
            label: formatAddress(property),
          })),
        ]}
      />
      <fieldset
        className={styles.choices}
        aria-describedby={errors.tenantIds ? tenantsErrorId : undefined}
        aria-invalid={errors.tenantIds ? true : undefined}
      >
        <legend className={styles.label}>
          {t('contracts.form.tenants')}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </legend>
        {tenants.isPending ? <Spinner label={t('contracts.form.tenantsLoading')} /> : null}
        {tenants.data && tenantList.length === 0 ? (
          <p className={styles.hint}>
            {t('contracts.form.noTenants')}{' '}
            <Link to="/contacts?tab=tenants&create=1">{t('contracts.form.addTenant')}</Link>
          </p>
        ) : null}
        {tenantList.map((tenant, index) => (
          <label key={tenant.id} className={styles.choice}>
            <input
              type="checkbox"
              name={index === 0 ? 'tenantIds' : undefined}
              checked={values.tenantIds.includes(tenant.id)}
              onChange={(event) => toggleTenant(tenant.id, event.target.checked)}
            />
            <span>
              {tenantDisplayName(tenant).primary}
              {tenant.email ? <span className={styles.muted}> · {tenant.email}</span> : null}
            </span>
          </label>
        ))}
        {errors.tenantIds ? (
          <p id={tenantsErrorId} className={styles.error}>
            {errors.tenantIds}
          </p>
        ) : null}
      </fieldset>
    </fieldset>
  );
}
