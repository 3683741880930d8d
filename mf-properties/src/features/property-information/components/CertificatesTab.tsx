import { useTranslation } from 'react-i18next';
import {
  EPC_LABELS,
  type TEnergyCertificate,
} from '@immodesk/contracts/properties/propertyInformation.contract';
import { Choice, DateInput, FieldGroup, NumberInput } from './InformationFields';

export function CertificatesTab({
  value,
  onChange,
  errorOf,
}: {
  value: TEnergyCertificate;
  onChange: (value: TEnergyCertificate) => void;
  errorOf: (path: string) => string | null;
}) {
  const { t } = useTranslation('properties');
  const set = <K extends keyof TEnergyCertificate>(field: K, next: TEnergyCertificate[K]) =>
    onChange({ ...value, [field]: next });
  return (
    <FieldGroup legend={t('information.groups.energyCertificate')}>
      <Choice
        label={t('information.fields.epcLabel')}
        value={value.label}
        onChange={(next) => set('label', next)}
        options={[
          { value: '', label: t('information.notSet') },
          ...EPC_LABELS.map((label) => ({ value: label, label })),
        ]}
      />
      <DateInput
        label={t('information.fields.certificationDate')}
        value={value.certificationDate}
        onChange={(next) => set('certificationDate', next)}
        error={errorOf('energyCertificate.certificationDate')}
      />
      <DateInput
        label={t('information.fields.expirationDate')}
        value={value.expirationDate}
        onChange={(next) => set('expirationDate', next)}
        error={errorOf('energyCertificate.expirationDate')}
      />
      <NumberInput
        label={t('information.fields.consumption')}
        suffix="kWh/m²"
        value={value.consumption}
        onChange={(next) => set('consumption', next)}
        error={errorOf('energyCertificate.consumption')}
      />
      <NumberInput
        label={t('information.fields.co2Emissions')}
        suffix="kg CO₂/m²"
        value={value.co2Emissions}
        onChange={(next) => set('co2Emissions', next)}
        error={errorOf('energyCertificate.co2Emissions')}
      />
    </FieldGroup>
  );
}
