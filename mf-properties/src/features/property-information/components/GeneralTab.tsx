import { useTranslation } from 'react-i18next';
import {
  FURNITURE_OPTIONS,
  LEGAL_STATUSES,
  type TPropertyGeneral,
} from '@immodesk/contracts/properties/propertyInformation.contract';
import { TextField } from '@immodesk/ui-kit';
import { Check, Choice, FieldGroup, NumberInput } from './InformationFields';

type CountField = 'rooms' | 'bedrooms' | 'bathrooms' | 'showers' | 'toilets' | 'parkingSpaces';
type SurfaceField = 'totalSurface' | 'livingSpace' | 'outdoorSurface';
type FlagField = 'hasBasement' | 'hasAttic' | 'hasGarden' | 'hasTerrace' | 'hasBalcony';

export function GeneralTab({
  value,
  onChange,
  errorOf,
}: {
  value: TPropertyGeneral;
  onChange: (value: TPropertyGeneral) => void;
  errorOf: (path: string) => string | null;
}) {
  const { t } = useTranslation('properties');
  const set = <K extends keyof TPropertyGeneral>(field: K, next: TPropertyGeneral[K]) =>
    onChange({ ...value, [field]: next });
  const counts: CountField[] = ['rooms', 'bedrooms', 'bathrooms', 'showers', 'toilets', 'parkingSpaces'];
  const surfaces: SurfaceField[] = ['totalSurface', 'livingSpace', 'outdoorSurface'];
  const flags: FlagField[] = ['hasBasement', 'hasAttic', 'hasGarden', 'hasTerrace', 'hasBalcony'];
  const utilities = ['internet', 'water', 'gas', 'electricity'] as const;
  return (
    <>
      <FieldGroup legend={t('information.groups.building')}>
        <Choice
          label={t('information.fields.legalStatus')}
          value={value.legalStatus}
          onChange={(next) => set('legalStatus', next)}
          options={[
            { value: '', label: t('information.notSet') },
            ...LEGAL_STATUSES.map((status) => ({
              value: status,
              label: t(`information.legalStatuses.${status}`),
            })),
          ]}
        />
        <NumberInput
          label={t('information.fields.yearBuilt')}
          value={value.yearBuilt}
          onChange={(next) => set('yearBuilt', next)}
          error={errorOf('general.yearBuilt')}
        />
        <NumberInput
          label={t('information.fields.renovatedYear')}
          value={value.renovatedYear}
          onChange={(next) => set('renovatedYear', next)}
          error={errorOf('general.renovatedYear')}
        />
        {surfaces.map((field) => (
          <NumberInput
            key={field}
            label={t(`information.fields.${field}`)}
            suffix="m²"
            step="0.1"
            value={value[field]}
            onChange={(next) => set(field, next)}
            error={errorOf(`general.${field}`)}
          />
        ))}
        {counts.map((field) => (
          <NumberInput
            key={field}
            label={t(`information.fields.${field}`)}
            value={value[field]}
            onChange={(next) => set(field, next)}
            error={errorOf(`general.${field}`)}
          />
        ))}
      </FieldGroup>
      <FieldGroup legend={t('information.groups.facilities')}>
        <TextField
          label={t('information.fields.indoorFacilities')}
          value={value.indoorFacilities ?? ''}
          onChange={(event) => set('indoorFacilities', event.target.value || null)}
        />
        <TextField
          label={t('information.fields.outdoorFacilities')}
          value={value.outdoorFacilities ?? ''}
          onChange={(event) => set('outdoorFacilities', event.target.value || null)}
        />
        {flags.map((field) => (
          <Check
            key={field}
            label={t(`information.fields.${field}`)}
            checked={value[field]}
            onChange={(next) => set(field, next)}
          />
        ))}
      </FieldGroup>
      <FieldGroup legend={t('information.groups.utilities')}>
        {utilities.map((utility) => (
          <Check
            key={utility}
            label={t(`information.utilities.${utility}`)}
            checked={value.utilitiesIncluded[utility]}
            onChange={(next) => set('utilitiesIncluded', { ...value.utilitiesIncluded, [utility]: next })}
          />
        ))}
      </FieldGroup>
      <FieldGroup legend={t('information.groups.rentalDefaults')}>
        <Choice
          label={t('information.fields.furniture')}
          value={value.rentalDefaults.furniture}
          onChange={(next) => set('rentalDefaults', { ...value.rentalDefaults, furniture: next })}
          options={[
            { value: '', label: t('information.notSet') },
            ...FURNITURE_OPTIONS.map((option) => ({
              value: option,
              label: t(`information.furniture.${option}`),
            })),
          ]}
        />
        <Check
          label={t('information.fields.petsAllowed')}
          checked={value.rentalDefaults.petsAllowed}
          onChange={(next) => set('rentalDefaults', { ...value.rentalDefaults, petsAllowed: next })}
        />
        <Check
          label={t('information.fields.smokingAllowed')}
          checked={value.rentalDefaults.smokingAllowed}
          onChange={(next) => set('rentalDefaults', { ...value.rentalDefaults, smokingAllowed: next })}
        />
      </FieldGroup>
    </>
  );
}
