import { SearchableListPanel } from '../../contacts-overview/components/SearchableListPanel';
import { useTenantList } from '../hooks/useTenantList';
import { TenantTable } from './TenantTable';

export function TenantListPanel() {
  return <SearchableListPanel keyPrefix="tenantList" useList={useTenantList} renderTable={(tenants) => <TenantTable tenants={tenants} />} />;
}
