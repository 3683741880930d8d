import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@immodesk/ui-kit';
import { FinanceSettingsSection } from '../financeSettings/FinanceSettingsSection';

const InvoicingForm = lazy(() => import('./InvoicingForm').then((m) => ({ default: m.InvoicingForm })));

/** Settings → invoicing (SPEC §3): invoice number prefix, layout and payment terms. */
export function InvoicingSection() {
  const { t } = useTranslation();
  return (
    <FinanceSettingsSection kind="invoicing">
      {(settings) => (
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <InvoicingForm key={JSON.stringify(settings)} settings={settings} />
        </Suspense>
      )}
    </FinanceSettingsSection>
  );
}
