import { useTranslation } from 'react-i18next';
import { EmptyState } from '@immodesk/ui-kit';

/** Contracts are not part of the product yet: say so plainly instead of showing an empty table. */
export function ContractsTab() {
  const { t } = useTranslation('properties');
  return <EmptyState title={t('details.contracts.emptyTitle')} description={t('details.contracts.emptyDescription')} />;
}
