import { useTranslation } from 'react-i18next';
import { PROPERTY_TYPES } from '@immodesk/contracts/vocabulary/propertyTypes';
import { PRICE_BANDS } from '@immodesk/contracts/properties/priceBands';
import { useFilterControl } from '@immodesk/sdk';
import { CollapsibleFilters, SearchField, SelectField } from '@immodesk/ui-kit';
import styles from './PropertyListPage.module.css';

/**
 * Search and filters, kept in the URL (`?q=&type=&status=&occupancy=&price=&favourite=`); each control shows the
 * choice at once. On a phone the filters fold behind a "Filters" toggle counting the ones set; the search stays.
 */
export function PropertyFiltersBar() {
  const { t } = useTranslation('properties');
  const [q, setQ] = useFilterControl('q');
  const [type, setType] = useFilterControl('type');
  const [status, setStatus] = useFilterControl('status');
  const [occupancy, setOccupancy] = useFilterControl('occupancy');
  const [price, setPrice] = useFilterControl('price');
  const [favourite, setFavourite] = useFilterControl('favourite');
  const activeCount = [type, status, occupancy, price, favourite].filter(Boolean).length;
  const all = { value: '', label: t('propertyList.filters.all') };
  return (
    <CollapsibleFilters
      label={t('propertyList.filters.label')}
      search={
        <SearchField
          label={t('propertyList.filters.search')}
          placeholder={t('propertyList.filters.searchPlaceholder')}
          value={q}
          onSearch={setQ}
        />
      }
      toggleLabel={t('propertyList.filters.toggle')}
      activeCount={activeCount}
      activeCountLabel={t('propertyList.filters.activeCount', { count: activeCount })}
      closeLabel={t('propertyList.filters.close')}
    >
      <SelectField
        label={t('propertyList.filters.type')}
        value={type}
        onValueChange={setType}
        options={[all, ...PROPERTY_TYPES.map((value) => ({ value, label: t(`property.types.${value}`) }))]}
      />
      <SelectField
        label={t('propertyList.filters.status')}
        value={status}
        onValueChange={setStatus}
        options={[
          all,
          { value: 'active', label: t('property.status.active') },
          { value: 'archived', label: t('property.status.archived') },
        ]}
      />
      <SelectField
        label={t('propertyList.filters.occupancy')}
        value={occupancy}
        onValueChange={setOccupancy}
        options={[
          all,
          { value: 'available', label: t('property.occupancy.available') },
          { value: 'rented', label: t('property.occupancy.rented') },
        ]}
      />
      <SelectField
        label={t('propertyList.filters.price')}
        value={price}
        onValueChange={setPrice}
        options={[
          all,
          ...PRICE_BANDS.map((band) => ({
            value: band.key,
            label: t(`propertyList.priceBands.${band.key}`),
          })),
        ]}
      />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={favourite === 'true'}
          onChange={(event) => setFavourite(event.target.checked ? 'true' : '')}
        />
        {t('propertyList.filters.favouritesOnly')}
      </label>
    </CollapsibleFilters>
  );
}
