import { useTranslation } from 'react-i18next';
import { PageHeader, Tabs } from '@immodesk/ui-kit';
import { ContractorFormDialog } from '../../contractor-form/components/ContractorFormDialog';
import { ContractorListPanel } from '../../contractor-list/components/ContractorListPanel';
import { TenantFormDialog } from '../../tenant-form/components/TenantFormDialog';
import { TenantListPanel } from '../../tenant-list/components/TenantListPanel';
import { useContactTab } from '../hooks/useContactTab';
import { useCreateParam } from '../hooks/useCreateParam';
import { CONTACT_TABS } from '../utils/contactTabs';
import styles from './ContactsPage.module.css';

/** SPEC §2 "Contacts": tabs Tenants and Contractors, each with search, filters, view modes and its add dialog. */
export function ContactsPage() {
  const { t } = useTranslation('contacts');
  const [tab, setTab] = useContactTab();
  const [isAdding, setIsAdding] = useCreateParam();
  const handleClose = () => setIsAdding(false);

  return (
    <>
      <PageHeader title={t('contactsPage.title')} description={t('contactsPage.description')} />
      <Tabs label={t('contactsPage.tabsLabel')} tabs={CONTACT_TABS} selected={tab} onSelect={setTab} tabLabel={(value) => t(`contactsPage.tabs.${value}`)}>
        <div className={styles.panel}>
          {tab === 'tenants' ? <TenantListPanel onAdd={() => setIsAdding(true)} /> : <ContractorListPanel onAdd={() => setIsAdding(true)} />}
        </div>
      </Tabs>
      {/* After adding, the list stays open (with the new contact in it): landlords often add several in a row. */}
      {isAdding && tab === 'tenants' ? <TenantFormDialog onClose={handleClose} /> : null}
      {isAdding && tab === 'contractors' ? <ContractorFormDialog onClose={handleClose} /> : null}
    </>
  );
}
