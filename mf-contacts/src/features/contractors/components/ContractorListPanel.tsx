import { useFilterParam } from '@immodesk/sdk';
import { ContactResults } from '../../shared/components/ContactResults';
import { PropertyFilter } from '../../shared/components/PropertyFilter';
import { SearchableListPanel } from '../../shared/components/SearchableListPanel';
import { useContractorColumns } from '../hooks/useContractorColumns';
import { useContractorList } from '../hooks/useContractorList';
import { ContractorCard } from './ContractorCard';

export type ContractorListPanelProps = { onAdd: () => void };

/** The contractors tab: search, the property filter (contractors with a task there), the four view modes. */
export function ContractorListPanel({ onAdd }: ContractorListPanelProps) {
  const [propertyId, setPropertyId] = useFilterParam('propertyId');
  const columns = useContractorColumns();
  return (
    <SearchableListPanel
      keyPrefix="contractorList"
      listName="contractors"
      extraFilters={{ propertyId }}
      filterControls={<PropertyFilter value={propertyId} onChange={setPropertyId} />}
      useList={useContractorList}
      onAdd={onAdd}
      renderResults={(contractors, mode) => (
        <ContactResults
          kind="contractor"
          items={contractors}
          mode={mode}
          columns={columns}
          renderCard={(contractor) => <ContractorCard contractor={contractor} isLarge={mode !== 'grid'} />}
        />
      )}
    />
  );
}
