import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@immodesk/ui-kit';
import { FinanceSettingsSection } from '../financeSettings/FinanceSettingsSection';

const AutomationsForm = lazy(() => import('./AutomationsForm').then((m) => ({ default: m.AutomationsForm })));

/** Settings → automations (SPEC §2): the mails sent for the landlord around each due date. */
export function AutomationsSection() {
  const { t } = useTranslation();
  return (
    <FinanceSettingsSection kind="automations">
      {(settings) => (
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <AutomationsForm key={JSON.stringify(settings)} settings={settings} />
        </Suspense>
      )}
    </FinanceSettingsSection>
  );
}
