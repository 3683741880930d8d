import { LegalPage } from './LegalPage';

export function TermsPage() {
  return <LegalPage copyKey="terms" />;
}
