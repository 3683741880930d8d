import { PlanLimitNotice, useFilterParam } from '@immodesk/sdk';
import { ContactResults } from '../../shared/components/ContactResults';
import { PropertyFilter } from '../../shared/components/PropertyFilter';
import { SearchableListPanel } from '../../shared/components/SearchableListPanel';
import { usePropertyOptions } from '../../shared/hooks/usePropertyOptions';
import { useTenantColumns } from '../hooks/useTenantColumns';
import { useTenantList } from '../hooks/useTenantList';
import { TenantCard } from './TenantCard';

export type TenantListPanelProps = { onAdd: () => void };

/** The tenants tab: the plan-limit banner, search, the property filter, the four view modes. */
export function TenantListPanel({ onAdd }: TenantListPanelProps) {
  const [propertyId, setPropertyId] = useFilterParam('propertyId');
  const properties = usePropertyOptions();
  const columns = useTenantColumns();
  return (
    <>
      <PlanLimitNotice resource="tenants" namespace="contacts" testId="tenant-limit-banner" />
      <SearchableListPanel
        keyPrefix="tenantList"
        listName="tenants"
        extraFilters={{ propertyId }}
        filterControls={<PropertyFilter value={propertyId} onChange={setPropertyId} />}
        useList={useTenantList}
        onAdd={onAdd}
        renderResults={(tenants, mode) => (
          <ContactResults
            kind="tenant"
            items={tenants}
            mode={mode}
            columns={columns}
            renderCard={(tenant) => (
              <TenantCard
                tenant={tenant}
                isLarge={mode !== 'grid'}
                propertyAddress={properties.addressOf(tenant.propertyId)}
              />
            )}
          />
        )}
      />
    </>
  );
}
