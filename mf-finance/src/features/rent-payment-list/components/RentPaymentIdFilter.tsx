import { useTranslation } from 'react-i18next';
import { isUuid } from '@immodesk/contracts/common/uuid';
import { useFilterControl } from '@immodesk/sdk';
import { SelectField, type SelectOption } from '@immodesk/ui-kit';
import type { IdFilterName } from '../hooks/useIdFilter';

export type RentPaymentIdFilterProps = {
  name: IdFilterName;
  label: string;
  allLabel: string;
  options: SelectOption[];
};

/** One of the property, tenant and contract filters; an id from the URL that is not (yet) in the options still shows as chosen. */
export function RentPaymentIdFilter({ name, label, allLabel, options }: RentPaymentIdFilterProps) {
  const { t } = useTranslation('finance');
  const [value, setValue] = useFilterControl(name);
  const chosen = isUuid(value) ? value : '';
  const all = [{ value: '', label: allLabel }, ...options];
  if (chosen && !options.some((option) => option.value === chosen))
    all.push({ value: chosen, label: t('rentPaymentList.filters.chosen') });
  return <SelectField label={label} value={chosen} options={all} onValueChange={setValue} />;
}
