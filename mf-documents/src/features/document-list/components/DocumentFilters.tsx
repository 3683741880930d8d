import { useTranslation } from 'react-i18next';
import type { TDocumentType } from '@immodesk/contracts/documents/listDocuments.contract';
import { DOCUMENT_TYPES } from '@immodesk/contracts/vocabulary/documentTypes';
import { ListFilters, SearchField, searchFieldCopy, SelectField } from '@immodesk/ui-kit';
import { useLinkOptions } from '../../link-options/hooks/useLinkOptions';
import type { DocumentFilters as DocumentFilterState } from '../hooks/useDocumentFilters';
import { documentTypeOptions } from '../utils/documentTypeOptions';
import { SortSelect } from './SortSelect';

export type DocumentFiltersProps = { filters: DocumentFilterState };

/** Search, type, property and tenant filters and the order of the documents list. */
export function DocumentFilters({ filters }: DocumentFiltersProps) {
  const { t, i18n } = useTranslation('documents');
  const links = useLinkOptions();
  const typeOptions = [
    { value: '', label: t('documentList.filters.allTypes') },
    ...documentTypeOptions(
      DOCUMENT_TYPES,
      (value: TDocumentType) => t(`document.type.${value}`),
      i18n.language,
    ),
  ];
  return (
    <ListFilters label={t('documentList.filters.label')}>
      <SearchField
        {...searchFieldCopy(t, 'documentList.filters')}
        value={filters.q}
        onSearch={filters.setQ}
      />
      <SelectField
        label={t('documentList.filters.type')}
        value={filters.type ?? ''}
        options={typeOptions}
        onValueChange={filters.setType}
      />
      <SelectField
        label={t('documentList.filters.property')}
        value={filters.propertyId ?? ''}
        options={[{ value: '', label: t('documentList.filters.allProperties') }, ...links.properties]}
        onValueChange={filters.setPropertyId}
      />
      <SelectField
        label={t('documentList.filters.tenant')}
        value={filters.tenantId ?? ''}
        options={[{ value: '', label: t('documentList.filters.allTenants') }, ...links.tenants]}
        onValueChange={filters.setTenantId}
      />
      <SortSelect sort={filters.sort} onSort={filters.setSort} />
    </ListFilters>
  );
}
