import { formatRentPeriod, toBrusselsDate, useFilterControl } from '@immodesk/sdk';
import { SelectField } from '@immodesk/ui-kit';
import { monthChoices, parseMonth } from '../utils/periodFilter';

export type RentPaymentMonthFilterProps = {
  name: 'from' | 'to';
  label: string;
  /** The choice that leaves this end of the period open. */
  anyLabel: string;
};

/** The first or the last month of the due dates; a month from the URL outside the usual range still shows. */
export function RentPaymentMonthFilter({ name, label, anyLabel }: RentPaymentMonthFilterProps) {
  const [value, setValue] = useFilterControl(name);
  const chosen = parseMonth(value);
  const months = monthChoices(toBrusselsDate(new Date().toISOString()), [chosen]);
  const options = [
    { value: '', label: anyLabel },
    ...months.map((month) => ({ value: month, label: formatRentPeriod(month) })),
  ];
  return <SelectField label={label} value={chosen ?? ''} options={options} onValueChange={setValue} />;
}
