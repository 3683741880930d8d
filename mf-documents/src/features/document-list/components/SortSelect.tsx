import { useTranslation } from 'react-i18next';
import { ZDocumentSortField, ZSortOrder } from '@immodesk/contracts/documents/listDocuments.contract';
import { SelectField } from '@immodesk/ui-kit';
import type { DocumentSort } from '../hooks/useDocumentSort';

const SORT_CHOICES = [
  'uploadedAt:desc',
  'uploadedAt:asc',
  'name:asc',
  'name:desc',
  'size:desc',
  'size:asc',
  'type:asc',
  'type:desc',
] as const;

/** The order as one choice, for narrow screens where the table's sortable headings are not shown. */
export function SortSelect({ sort, onSort }: { sort: DocumentSort; onSort: (sort: DocumentSort) => void }) {
  const { t } = useTranslation('documents');
  const options = SORT_CHOICES.map((value) => ({
    value,
    label: t(`documentList.sort.${value.replace(':', '_')}`),
  }));
  return (
    <SelectField
      label={t('documentList.sort.label')}
      value={`${sort.sort}:${sort.order}`}
      options={options}
      onValueChange={(value) => {
        const [field, order] = value.split(':');
        const parsedField = ZDocumentSortField.safeParse(field);
        const parsedOrder = ZSortOrder.safeParse(order);
        if (parsedField.success && parsedOrder.success)
          onSort({ sort: parsedField.data, order: parsedOrder.data });
      }}
    />
  );
}
