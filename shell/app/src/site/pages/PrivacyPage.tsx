import { LegalPage } from './LegalPage';

export function PrivacyPage() {
  return <LegalPage copyKey="privacy" />;
}
