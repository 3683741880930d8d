import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@immodesk/ui-kit';
import { ContractorListPanel } from '../../contractor-list/components/ContractorListPanel';
import { TenantListPanel } from '../../tenant-list/components/TenantListPanel';
import { useContactTab } from '../hooks/useContactTab';
import type { ContactTab } from '../utils/contactTabs';
import { ContactTabs } from './ContactTabs';
import styles from './ContactsPage.module.css';

/** SPEC §2 "Contacts": tabs Tenants and Contractors, each with its own search. */
export function ContactsPage() {
  const { t } = useTranslation('contacts');
  const [tab, setTab] = useContactTab();
  const idPrefix = useId();
  const tabId = (value: ContactTab) => `${idPrefix}-tab-${value}`;
  const panelId = `${idPrefix}-panel`;

  return (
    <>
      <PageHeader title={t('contactsPage.title')} description={t('contactsPage.description')} />
      <ContactTabs selected={tab} onSelect={setTab} tabId={tabId} panelId={panelId} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} className={styles.panel}>
        {tab === 'tenants' ? <TenantListPanel /> : <ContractorListPanel />}
      </div>
    </>
  );
}
