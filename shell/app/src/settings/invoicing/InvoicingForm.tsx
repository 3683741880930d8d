import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INVOICE_PREFIX_MAX,
  INVOICE_TEMPLATES,
  PAYMENT_TERMS_DAYS,
  ZPutInvoicingSettingsRequest,
  ZPutInvoicingSettingsResponse,
  type TInvoicingSettings,
} from '@immodesk/contracts/settings/invoicingSettings.contract';
import { serverFieldErrors } from '@immodesk/sdk';
import { Button, Card, layout, SelectField, TextField, useFocusFirstInvalid } from '@immodesk/ui-kit';
import { useSaveFinanceSettings } from '../financeSettings/useSaveFinanceSettings';
import settingsStyles from '../Settings.module.css';
import styles from '../financeSettings/FinanceSettingsForm.module.css';

export type InvoicingFormProps = { settings: TInvoicingSettings };

/** SPEC §9: prefix, template standard/modern/classic, payment terms immediate/7/14/30 days. */
export function InvoicingForm({ settings }: InvoicingFormProps) {
  const { t } = useTranslation();
  const save = useSaveFinanceSettings('invoicing', ZPutInvoicingSettingsResponse);
  const [prefixError, setPrefixError] = useState<string | null>(null);
  const [refusedAttempts, setRefusedAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusedAttempts);

  const refusePrefix = (message: string) => {
    setPrefixError(message);
    setRefusedAttempts((attempts) => attempts + 1);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ZPutInvoicingSettingsRequest.safeParse({
      prefix: String(form.get('prefix') ?? ''),
      template: String(form.get('template') ?? ''),
      paymentTermsDays: Number(form.get('paymentTermsDays')),
    });
    if (!parsed.success) {
      refusePrefix(t('invoicing.prefixInvalid', { max: INVOICE_PREFIX_MAX }));
      return;
    }
    setPrefixError(null);
    save.mutate(parsed.data, {
      onError: (error) => {
        const fromServer = serverFieldErrors(error).prefix;
        if (fromServer) refusePrefix(fromServer);
      },
    });
  };

  const templateOptions = INVOICE_TEMPLATES.map((template) => ({
    value: template,
    label: t(`invoicing.templates.${template}`),
  }));
  const termOptions = PAYMENT_TERMS_DAYS.map((days) => ({
    value: String(days),
    label: days === 0 ? t('invoicing.immediate') : t('invoicing.days', { count: days }),
  }));
  return (
    <Card as="section" title={t('invoicing.title')} headingLevel={3}>
      <p className={settingsStyles.text}>{t('invoicing.intro')}</p>
      <form ref={formRef} className={layout.wideStack} onSubmit={handleSubmit} noValidate>
        <TextField
          name="prefix"
          label={t('invoicing.prefix')}
          hint={t('invoicing.prefixHint', { max: INVOICE_PREFIX_MAX })}
          defaultValue={settings.prefix}
          maxLength={INVOICE_PREFIX_MAX}
          autoComplete="off"
          spellCheck={false}
          error={prefixError}
          onChange={() => setPrefixError(null)}
          className={styles.narrow}
        />
        <SelectField
          name="template"
          label={t('invoicing.template')}
          hint={t('invoicing.templateHint')}
          options={templateOptions}
          defaultValue={settings.template}
          className={styles.narrow}
        />
        <SelectField
          name="paymentTermsDays"
          label={t('invoicing.paymentTerms')}
          hint={t('invoicing.paymentTermsHint')}
          options={termOptions}
          defaultValue={String(settings.paymentTermsDays)}
          className={styles.narrow}
        />
        <div className={settingsStyles.actions}>
          <Button type="submit" isLoading={save.isPending}>
            {t('invoicing.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
