import clsx from 'clsx';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROPERTY_DESCRIPTION_MAX } from '@immodesk/contracts/properties/createProperty.contract';
import { PROPERTY_TYPES } from '@immodesk/contracts/properties/listProperties.contract';
import { formGrid, SelectField, TextAreaField, TextField, useFocusFirstInvalid } from '@immodesk/ui-kit';
import type { PropertyFormState } from '../hooks/useSavePropertyForm';
import type { PropertyFormValues } from '../utils/propertyFormValues';
import { PostalCodeTownFields } from './PostalCodeTownFields';
import styles from './PropertyForm.module.css';

const COUNTRIES = ['BE', 'NL', 'LU', 'FR', 'DE'] as const;

export type PropertyFormProps = {
  form: PropertyFormState;
  actions: ReactNode;
  /** Under the description: AI Pilot's 'generate description' (editing a saved property only). */
  descriptionTool?: ReactNode;
};

/** The add/edit property fields: address, type, rent, occupancy, description (with the x/2000 counter), favourite. */
export function PropertyForm({ form, actions, descriptionTool }: PropertyFormProps) {
  const { values, setValues, errors, summary, invalidAttempt, submit } = form;
  const { t } = useTranslation('properties');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, invalidAttempt);
  const set = <K extends keyof PropertyFormValues>(field: K, value: PropertyFormValues[K]) =>
    setValues({ ...values, [field]: value });
  const errorOf = (field: string) => {
    const message = errors[field];
    if (!message) return null;
    return message.startsWith('form.') ? t(message) : message;
  };
  const text = (
    field: 'street' | 'houseNumber' | 'bus',
    options: { required?: boolean; autoComplete?: string } = {},
  ) => (
    <TextField
      label={t(`form.fields.${field}`)}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      required={options.required}
      autoComplete={options.autoComplete}
      error={errorOf(field)}
      name={field}
    />
  );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const isDescriptionTooLong = values.description.length > PROPERTY_DESCRIPTION_MAX;

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      className={formGrid.form}
      aria-label={t('form.label')}
    >
      {summary ? (
        <p role="alert" className={styles.summary}>
          {summary}
        </p>
      ) : null}
      <div className={formGrid.row}>
        {text('street', { required: true, autoComplete: 'address-line1' })}
        <div className={styles.pair}>
          {text('houseNumber', { required: true })}
          {text('bus')}
        </div>
      </div>
      <PostalCodeTownFields
        className={formGrid.row}
        country={values.country}
        postalCode={values.postalCode}
        city={values.city}
        onPostalCodeChange={(postalCode) => set('postalCode', postalCode)}
        onCityChange={(city) => set('city', city)}
        errorOf={errorOf}
      />
      <div className={formGrid.row}>
        <SelectField
          label={t('form.fields.country')}
          value={values.country}
          onValueChange={(value) => set('country', value)}
          options={COUNTRIES.map((code) => ({ value: code, label: t(`form.countries.${code}`) }))}
          error={errorOf('country')}
        />
        <SelectField
          label={t('form.fields.type')}
          value={values.type}
          onValueChange={(value) => set('type', value)}
          required
          options={[
            { value: '', label: t('form.chooseType') },
            ...PROPERTY_TYPES.map((type) => ({ value: type, label: t(`property.types.${type}`) })),
          ]}
          error={errorOf('type')}
          name="type"
        />
      </div>
      <div className={formGrid.row}>
        <TextField
          label={t('form.fields.rent')}
          hint={t('form.rentHint')}
          value={values.rent}
          onChange={(event) => set('rent', event.target.value)}
          inputMode="decimal"
          error={errorOf('rent')}
          name="rent"
        />
        <SelectField
          label={t('form.fields.occupancy')}
          value={values.occupancy}
          onValueChange={(value) => set('occupancy', value === 'rented' ? 'rented' : 'available')}
          options={[
            { value: 'available', label: t('property.occupancy.available') },
            { value: 'rented', label: t('property.occupancy.rented') },
          ]}
        />
      </div>
      <TextAreaField
        label={t('form.fields.description')}
        rows={5}
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        counter={{
          text: t('form.descriptionCounter', {
            count: values.description.length,
            max: PROPERTY_DESCRIPTION_MAX,
          }),
          isOver: isDescriptionTooLong,
        }}
        error={errorOf('description')}
      />
      {descriptionTool}
      <label className={clsx(formGrid.check, styles.checkbox)}>
        <input
          type="checkbox"
          checked={values.isFavourite}
          onChange={(event) => set('isFavourite', event.target.checked)}
        />
        {t('form.fields.isFavourite')}
      </label>
      <div className={formGrid.actions}>{actions}</div>
    </form>
  );
}
