import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseContactTab, type ContactTab } from '../utils/contactTabs';

/** The open tab lives in the URL (`?tab=contractors`); switching tabs starts a fresh search on page 1. */
export function useContactTab(): [ContactTab, (tab: ContactTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseContactTab(searchParams.get('tab'));
  const setTab = useCallback(
    (next: ContactTab) => {
      setSearchParams(next === 'tenants' ? {} : { tab: next });
    },
    [setSearchParams],
  );
  return [tab, setTab];
}
