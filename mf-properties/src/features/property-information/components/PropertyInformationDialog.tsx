import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPropertyInformation } from '@immodesk/contracts/properties/propertyInformation.contract';
import { isApiError, toast } from '@immodesk/sdk';
import { Button, Dialog, ErrorState, Spinner, Tabs } from '@immodesk/ui-kit';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { saveInformation } from '../api/informationApi';
import { usePropertyInformation } from '../hooks/usePropertyInformation';
import { CertificatesTab } from './CertificatesTab';
import { FinancialTab } from './FinancialTab';
import { GeneralTab } from './GeneralTab';
import styles from './PropertyInformationDialog.module.css';

const TABS = ['general', 'financial', 'certificates'] as const;
type InformationTab = (typeof TABS)[number];

function InformationForm({ propertyId, initial, onClose }: { propertyId: string; initial: TPropertyInformation; onClose: () => void }) {
  const { t } = useTranslation('properties');
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<InformationTab>('general');
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: () => saveInformation(propertyId, value),
    onSuccess: (saved) => {
      queryClient.setQueryData(propertyKeys.information(propertyId), saved);
      void queryClient.invalidateQueries({ queryKey: propertyKeys.deleteImpact(propertyId) });
      toast.success(t('information.saved'));
      onClose();
    },
    onError: (error) => {
      const details = isApiError(error) && error.details ? error.details : {};
      setErrors(Object.fromEntries(Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string')));
      toast.error(t('toasts.saveFailed'), { description: error.message });
    },
  });
  const errorOf = (path: string) => errors[path] ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <Tabs label={t('information.tabsLabel')} tabs={TABS} selected={tab} onSelect={setTab} tabLabel={(item) => t(`information.tabs.${item}`)}>
        {tab === 'general' ? <GeneralTab value={value.general} onChange={(general) => setValue({ ...value, general })} errorOf={errorOf} /> : null}
        {tab === 'financial' ? (
          <FinancialTab financial={value.financial} insurances={value.insurances} onChange={(financial, insurances) => setValue({ ...value, financial, insurances })} errorOf={errorOf} />
        ) : null}
        {tab === 'certificates' ? (
          <CertificatesTab value={value.energyCertificate} onChange={(energyCertificate) => setValue({ ...value, energyCertificate })} errorOf={errorOf} />
        ) : null}
      </Tabs>
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className={styles.errorSummary}>
          {t('information.errorSummary')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" isLoading={mutation.isPending}>
          {t('information.save')}
        </Button>
      </div>
    </form>
  );
}

/** The property information modal with the tabs General, Financial and Certificates (SPEC.md §2). */
export function PropertyInformationDialog({ propertyId, isOpen, onClose }: { propertyId: string; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('properties');
  const { data, isPending, isError, error, refetch } = usePropertyInformation(propertyId, isOpen);
  return (
    <Dialog isOpen={isOpen} title={t('information.title')} onClose={onClose}>
      {isPending ? <Spinner label={t('information.loading')} /> : null}
      {isError ? <ErrorState title={t('information.errorTitle')} message={error.message} onRetry={() => void refetch()} /> : null}
      {data ? <InformationForm propertyId={propertyId} initial={data} onClose={onClose} /> : null}
    </Dialog>
  );
}
