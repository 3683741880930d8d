import { useTranslation } from 'react-i18next';
import { useFilterControl } from '@immodesk/sdk';
import { ListFilters, SelectField } from '@immodesk/ui-kit';
import { useFinanceOptions } from '../../finance-options/hooks/useFinanceOptions';
import { STATUS_FILTER_ORDER, statusFilterLabelKey } from '../utils/statusFilter';
import { RentPaymentIdFilter } from './RentPaymentIdFilter';
import { RentPaymentMonthFilter } from './RentPaymentMonthFilter';

/** The id filters in screen order: the options each offers and its words under `rentPaymentList.filters`. */
const ID_FILTERS = [
  { name: 'propertyId', options: 'properties', label: 'property', allLabel: 'allProperties' },
  { name: 'tenantId', options: 'tenants', label: 'tenant', allLabel: 'allTenants' },
  { name: 'contractId', options: 'contracts', label: 'contract', allLabel: 'allContracts' },
] as const;

/** Status, property, tenant, contract and the first and last month of the due dates, each kept in the URL. */
export function RentPaymentFilters() {
  const { t } = useTranslation('finance');
  const options = useFinanceOptions();
  const [status, setStatus] = useFilterControl('status');
  const statusOptions = [
    { value: '', label: t('rentPaymentList.filters.allStatuses') },
    ...STATUS_FILTER_ORDER.map((value) => ({ value, label: t(statusFilterLabelKey(value)) })),
  ];

  return (
    <ListFilters label={t('rentPaymentList.filters.label')}>
      <SelectField
        label={t('rentPaymentList.filters.status')}
        value={statusOptions.some((option) => option.value === status) ? status : ''}
        options={statusOptions}
        onValueChange={setStatus}
      />
      {ID_FILTERS.map((filter) => (
        <RentPaymentIdFilter
          key={filter.name}
          name={filter.name}
          label={t(`rentPaymentList.filters.${filter.label}`)}
          allLabel={t(`rentPaymentList.filters.${filter.allLabel}`)}
          options={options[filter.options]}
        />
      ))}
      <RentPaymentMonthFilter
        name="from"
        label={t('rentPaymentList.filters.from')}
        anyLabel={t('rentPaymentList.filters.anyStart')}
      />
      <RentPaymentMonthFilter
        name="to"
        label={t('rentPaymentList.filters.to')}
        anyLabel={t('rentPaymentList.filters.anyEnd')}
      />
    </ListFilters>
  );
}
