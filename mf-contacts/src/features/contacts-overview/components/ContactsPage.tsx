import { useTranslation } from 'react-i18next';
import { PageHeader, Tabs } from '@immodesk/ui-kit';
import { ContractorListPanel } from '../../contractor-list/components/ContractorListPanel';
import { TenantListPanel } from '../../tenant-list/components/TenantListPanel';
import { useContactTab } from '../hooks/useContactTab';
import { CONTACT_TABS } from '../utils/contactTabs';
import styles from './ContactsPage.module.css';

/** SPEC §2 "Contacts": tabs Tenants and Contractors, each with its own search. */
export function ContactsPage() {
  const { t } = useTranslation('contacts');
  const [tab, setTab] = useContactTab();

  return (
    <>
      <PageHeader title={t('contactsPage.title')} description={t('contactsPage.description')} />
      <Tabs label={t('contactsPage.tabsLabel')} tabs={CONTACT_TABS} selected={tab} onSelect={setTab} tabLabel={(value) => t(`contactsPage.tabs.${value}`)}>
        <div className={styles.panel}>{tab === 'tenants' ? <TenantListPanel /> : <ContractorListPanel />}</div>
      </Tabs>
    </>
  );
}
