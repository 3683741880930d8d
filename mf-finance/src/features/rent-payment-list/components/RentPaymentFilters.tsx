import { useTranslation } from 'react-i18next';
import { useFilterControl } from '@immodesk/sdk';
import { ListFilters, SelectField } from '@immodesk/ui-kit';
import { useFinanceOptions } from '../../finance-options/hooks/useFinanceOptions';
import { STATUS_FILTER_ORDER, statusFilterLabelKey } from '../utils/statusFilter';
import { RentPaymentIdFilter } from './RentPaymentIdFilter';
import { RentPaymentMonthFilter } from './RentPaymentMonthFilter';

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
      <RentPaymentIdFilter
        name="propertyId"
        label={t('rentPaymentList.filters.property')}
        allLabel={t('rentPaymentList.filters.allProperties')}
        options={options.properties}
      />
      <RentPaymentIdFilter
        name="tenantId"
        label={t('rentPaymentList.filters.tenant')}
        allLabel={t('rentPaymentList.filters.allTenants')}
        options={options.tenants}
      />
      <RentPaymentIdFilter
        name="contractId"
        label={t('rentPaymentList.filters.contract')}
        allLabel={t('rentPaymentList.filters.allContracts')}
        options={options.contracts}
      />
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
