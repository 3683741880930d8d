import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPropertyInformation } from '@immodesk/contracts/properties/propertyInformation.contract';
import { Dialog, ErrorState, FormActions, formGrid, Spinner, Tabs } from '@immodesk/ui-kit';
import { usePropertyInformation } from '../hooks/usePropertyInformation';
import { useSaveInformation } from '../hooks/useSaveInformation';
import { CertificatesTab } from './CertificatesTab';
import { FinancialTab } from './FinancialTab';
import { GeneralTab } from './GeneralTab';
import styles from './PropertyInformationDialog.module.css';

const TABS = ['general', 'financial', 'certificates'] as const;
type InformationTab = (typeof TABS)[number];

function InformationForm({
  propertyId,
  initial,
  onClose,
}: {
  propertyId: string;
  initial: TPropertyInformation;
  onClose: () => void;
}) {
  const { t } = useTranslation('properties');
  const [tab, setTab] = useState<InformationTab>('general');
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useSaveInformation(propertyId, { onSaved: onClose, onFieldErrors: setErrors });
  const errorOf = (path: string) => errors[path] ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(value);
  };
  return (
    <form onSubmit={submit} noValidate className={formGrid.form}>
      <Tabs
        label={t('information.tabsLabel')}
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        tabLabel={(item) => t(`information.tabs.${item}`)}
      >
        {tab === 'general' ? (
          <GeneralTab
            value={value.general}
            onChange={(general) => setValue({ ...value, general })}
            errorOf={errorOf}
          />
        ) : null}
        {tab === 'financial' ? (
          <FinancialTab
            financial={value.financial}
            insurances={value.insurances}
            onChange={(financial, insurances) => setValue({ ...value, financial, insurances })}
            errorOf={errorOf}
          />
        ) : null}
        {tab === 'certificates' ? (
          <CertificatesTab
            value={value.energyCertificate}
            onChange={(energyCertificate) => setValue({ ...value, energyCertificate })}
            errorOf={errorOf}
          />
        ) : null}
      </Tabs>
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className={styles.errorSummary}>
          {t('information.errorSummary')}
        </p>
      ) : null}
      <FormActions
        cancelLabel={t('form.cancel')}
        onCancel={onClose}
        submitLabel={t('information.save')}
        isPending={mutation.isPending}
      />
    </form>
  );
}

/** The property information modal with the tabs General, Financial and Certificates (SPEC.md §2). */
export function PropertyInformationDialog({
  propertyId,
  isOpen,
  onClose,
}: {
  propertyId: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('properties');
  const { data, isPending, isError, error, refetch } = usePropertyInformation(propertyId, isOpen);
  return (
    <Dialog isOpen={isOpen} title={t('information.title')} onClose={onClose}>
      {isPending ? <Spinner label={t('information.loading')} /> : null}
      {isError ? (
        <ErrorState
          title={t('information.errorTitle')}
          message={error.message}
          onRetry={() => void refetch()}
        />
      ) : null}
      {data ? <InformationForm propertyId={propertyId} initial={data} onClose={onClose} /> : null}
    </Dialog>
  );
}
