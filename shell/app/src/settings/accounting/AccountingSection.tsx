import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@immodesk/ui-kit';
import { FinanceSettingsSection } from '../financeSettings/FinanceSettingsSection';

const AccountingForm = lazy(() => import('./AccountingForm').then((m) => ({ default: m.AccountingForm })));

/** Settings → accounting (SPEC §3): the accounting year and the currency. */
export function AccountingSection() {
  const { t } = useTranslation();
  return (
    <FinanceSettingsSection kind="accounting">
      {(settings) => (
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <AccountingForm key={JSON.stringify(settings)} settings={settings} />
        </Suspense>
      )}
    </FinanceSettingsSection>
  );
}
