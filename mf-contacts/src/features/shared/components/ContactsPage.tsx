import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateParam } from '@immodesk/sdk';
import { PageHeader, Tabs } from '@immodesk/ui-kit';
import { ContractorListPanel } from '../../contractors/components/ContractorListPanel';
import { TenantListPanel } from '../../tenants/components/TenantListPanel';
import { useContactTab } from '../hooks/useContactTab';
import { CONTACT_TABS } from '../utils/contactTabs';
import styles from './ContactsPage.module.css';

// The add dialogs (forms and their zod schemas) load when one opens, not with the lists.
const TenantFormDialog = lazy(() =>
  import('../../tenants/components/TenantFormDialog').then((m) => ({ default: m.TenantFormDialog })),
);
const ContractorFormDialog = lazy(() =>
  import('../../contractors/components/ContractorFormDialog').then((m) => ({
    default: m.ContractorFormDialog,
  })),
);

/** SPEC §2 "Contacts": tabs Tenants and Contractors, each with search, filters, view modes and its add dialog. */
export function ContactsPage() {
  const { t } = useTranslation('contacts');
  const [tab, setTab] = useContactTab();
  // `?create=1` (the dashboard's getting-started checklist links to `/contacts?tab=tenants&create=1`) opens the tab's dialog.
  const { isCreating, startCreating, stopCreating } = useCreateParam();

  return (
    <>
      <PageHeader title={t('contactsPage.title')} description={t('contactsPage.description')} />
      <Tabs
        label={t('contactsPage.tabsLabel')}
        tabs={CONTACT_TABS}
        selected={tab}
        onSelect={setTab}
        tabLabel={(value) => t(`contactsPage.tabs.${value}`)}
      >
        <div className={styles.panel}>
          {tab === 'tenants' ? (
            <TenantListPanel onAdd={startCreating} />
          ) : (
            <ContractorListPanel onAdd={startCreating} />
          )}
        </div>
      </Tabs>
      {/* After adding, the list stays open (with the new contact in it): landlords often add several in a row. */}
      {isCreating ? (
        <Suspense fallback={null}>
          {tab === 'tenants' ? (
            <TenantFormDialog onClose={stopCreating} />
          ) : (
            <ContractorFormDialog onClose={stopCreating} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
