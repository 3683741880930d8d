import { useTranslation } from 'react-i18next';
import { SelectField } from '@immodesk/ui-kit';
import { usePropertyOptions } from '../hooks/usePropertyOptions';

export type PropertyFilterProps = { value: string; onChange: (propertyId: string) => void };

/** "Property: all properties / …" above a contact list. */
export function PropertyFilter({ value, onChange }: PropertyFilterProps) {
  const { t } = useTranslation('contacts');
  const properties = usePropertyOptions();
  return (
    <SelectField
      label={t('filters.property')}
      value={value}
      onValueChange={onChange}
      options={[{ value: '', label: t('filters.allProperties') }, ...properties.options]}
    />
  );
}
