import { useTranslation } from 'react-i18next';
import { EXPENSE_CATEGORIES } from '@immodesk/contracts/expenses/expense.contract';
import { useFilterControl } from '@immodesk/sdk';
import { ListFilters, SelectField, TextField } from '@immodesk/ui-kit';
import { usePropertyOptions } from '../hooks/useExpenseLinkOptions';

/** Property, category and the first and last expense date, each kept in the URL. */
export function ExpenseFilters() {
  const { t } = useTranslation('finance');
  const properties = usePropertyOptions();
  const [propertyId, setPropertyId] = useFilterControl('propertyId');
  const [category, setCategory] = useFilterControl('category');
  const [from, setFrom] = useFilterControl('from');
  const [to, setTo] = useFilterControl('to');
  return (
    <ListFilters label={t('expenses.filters.label')}>
      <SelectField
        label={t('expenses.fields.property')}
        value={propertyId}
        options={[{ value: '', label: t('expenses.filters.allProperties') }, ...properties.options]}
        onValueChange={setPropertyId}
      />
      <SelectField
        label={t('expenses.fields.category')}
        value={category}
        options={[
          { value: '', label: t('expenses.filters.allCategories') },
          ...EXPENSE_CATEGORIES.map((value) => ({ value, label: t(`expenses.categories.${value}`) })),
        ]}
        onValueChange={setCategory}
      />
      <TextField
        label={t('expenses.filters.from')}
        type="date"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
      />
      <TextField
        label={t('expenses.filters.to')}
        type="date"
        value={to}
        onChange={(event) => setTo(event.target.value)}
      />
    </ListFilters>
  );
}
