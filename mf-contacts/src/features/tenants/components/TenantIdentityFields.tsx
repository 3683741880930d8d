import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formGrid, TextField } from '@immodesk/ui-kit';
import type { TenantFormValues } from '../utils/tenantFormValues';

type IdentityField =
  | 'street'
  | 'houseNumber'
  | 'bus'
  | 'postalCode'
  | 'city'
  | 'birthDate'
  | 'birthPlace'
  | 'nationalRegisterNumber';

export type TenantIdentityFieldsProps = {
  values: TenantFormValues;
  textField: (field: IdentityField) => {
    label: string;
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    error: string | null;
  };
};

/**
 * Issue 31: what a lease fit for registration names the tenant with — the current address (a company's registered
 * office) and, for a person, the date and place of birth and optionally the national register number. A lease is
 * sent only once they are filled in.
 */
export function TenantIdentityFields({ values, textField }: TenantIdentityFieldsProps) {
  const { t } = useTranslation('contacts');
  const headingId = useId();
  const isLegal = values.entityType === 'legal';
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('tenantForm.identity.heading')}</h3>
      <p>{t(isLegal ? 'tenantForm.identity.hintLegal' : 'tenantForm.identity.hint')}</p>
      <div className={formGrid.row}>
        <TextField {...textField('street')} autoComplete="address-line1" />
        <TextField {...textField('houseNumber')} />
        <TextField {...textField('bus')} />
      </div>
      <div className={formGrid.row}>
        <TextField {...textField('postalCode')} autoComplete="postal-code" inputMode="numeric" />
        <TextField {...textField('city')} autoComplete="address-level2" />
      </div>
      {isLegal ? null : (
        <>
          <div className={formGrid.row}>
            <TextField {...textField('birthDate')} type="date" autoComplete="bday" />
            <TextField {...textField('birthPlace')} />
          </div>
          <TextField
            {...textField('nationalRegisterNumber')}
            hint={t('form.hints.nationalRegisterNumber')}
            inputMode="numeric"
          />
        </>
      )}
    </section>
  );
}
