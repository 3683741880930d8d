import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@immodesk/ui-kit';
import { usePostalCodeTowns } from '../hooks/usePostalCodeTowns';

export type PostalCodeTownFieldsProps = {
  country: string;
  postalCode: string;
  city: string;
  onPostalCodeChange: (postalCode: string) => void;
  onCityChange: (city: string) => void;
  errorOf: (field: 'postalCode' | 'city') => string | null;
  className?: string;
};

/**
 * Postal code and city. A Belgian postal code with one town fills the city; one shared by several towns turns the
 * city into a choice between them. The postal code the form opened with leaves the saved city alone.
 */
export function PostalCodeTownFields({
  country,
  postalCode,
  city,
  onPostalCodeChange,
  onCityChange,
  errorOf,
  className,
}: PostalCodeTownFieldsProps) {
  const { t } = useTranslation('properties');
  const { postalCode: code, towns, unknownMessage } = usePostalCodeTowns(country, postalCode);
  const filledFor = useRef(code);

  useEffect(() => {
    if (!towns || filledFor.current === code) return;
    filledFor.current = code;
    if (towns.length === 1) onCityChange(towns[0]!);
    else if (!towns.includes(city)) onCityChange('');
  }, [towns, code, city, onCityChange]);

  const hasChoice = towns !== null && towns.length > 1;
  // A saved city the list spells differently stays selectable.
  const choices = hasChoice && city && !towns.includes(city) ? [...towns, city] : (towns ?? []);
  const cityField = {
    label: t('form.fields.city'),
    value: city,
    required: true,
    error: errorOf('city'),
    name: 'city',
  };
  return (
    <div className={className}>
      <TextField
        label={t('form.fields.postalCode')}
        value={postalCode}
        onChange={(event) => onPostalCodeChange(event.target.value)}
        required
        autoComplete="postal-code"
        inputMode="numeric"
        hint={unknownMessage ?? undefined}
        error={errorOf('postalCode')}
        name="postalCode"
      />
      {hasChoice ? (
        <SelectField
          {...cityField}
          onValueChange={onCityChange}
          hint={t('form.townsHint', { towns: towns.length, postalCode: code })}
          options={[
            { value: '', label: t('form.chooseTown') },
            ...choices.map((town) => ({ value: town, label: town })),
          ]}
        />
      ) : (
        <TextField
          {...cityField}
          onChange={(event) => onCityChange(event.target.value)}
          autoComplete="address-level2"
        />
      )}
    </div>
  );
}
