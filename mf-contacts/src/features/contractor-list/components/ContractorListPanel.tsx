import { SearchableListPanel } from '../../contacts-overview/components/SearchableListPanel';
import { useContractorList } from '../hooks/useContractorList';
import { ContractorTable } from './ContractorTable';

export function ContractorListPanel() {
  return (
    <SearchableListPanel keyPrefix="contractorList" useList={useContractorList} renderTable={(contractors) => <ContractorTable contractors={contractors} />} />
  );
}
