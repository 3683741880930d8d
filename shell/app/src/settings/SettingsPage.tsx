import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@immodesk/ui-kit';
import { PageColumn } from '../layout/PageColumn';
import { AccountSection } from './account/AccountSection';
import { AccountingSection } from './accounting/AccountingSection';
import { AutomationsSection } from './automations/AutomationsSection';
import { BankingSection } from './banking/BankingSection';
import { CompanyLogoCard } from './companyLogo/CompanyLogoCard';
import { CommunicationsSection } from './communications/CommunicationsSection';
import { ContractTemplatesSection } from './contract-templates/ContractTemplatesSection';
import { InvoicingSection } from './invoicing/InvoicingSection';
import { PlanSection } from './plan/PlanSection';
import { LandlordIdentitySection } from './profile/LandlordIdentitySection';
import { ProfileSection } from './profile/ProfileSection';
import { SignatureSection } from './signature/SignatureSection';
import { SettingsNav } from './SettingsNav';
import { sectionFromLocation, type SettingsSectionId } from './settingsSections';
import styles from './Settings.module.css';

function SectionContent({ section }: { section: SettingsSectionId }) {
  switch (section) {
    case 'profile':
      return (
        <>
          <ProfileSection />
          <LandlordIdentitySection />
          <CompanyLogoCard />
        </>
      );
    case 'account':
      return <AccountSection />;
    case 'banking':
      return <BankingSection />;
    case 'communications':
      return <CommunicationsSection />;
    case 'automations':
      return <AutomationsSection />;
    case 'contract-templates':
      return <ContractTemplatesSection />;
    case 'accounting':
      return <AccountingSection />;
    case 'invoicing':
      return <InvoicingSection />;
    case 'signature':
      return <SignatureSection />;
    case 'plan':
      return <PlanSection />;
  }
}

/** SPEC §2 /settings: one section at a time, chosen by the URL hash. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { hash, search } = useLocation();
  const section = sectionFromLocation(hash, search);
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <div className={styles.layout}>
        <SettingsNav activeSection={section} />
        <PageColumn id={section}>
          <SectionContent section={section} />
        </PageColumn>
      </div>
    </>
  );
}
