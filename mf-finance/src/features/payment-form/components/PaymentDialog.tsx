import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCents,
  formatRentPeriod,
  serverFieldErrors,
  toBrusselsDate,
  type RemoteDialogProps,
} from '@immodesk/sdk';
import {
  bindFields,
  FormDialog,
  formGrid,
  SelectField,
  TextAreaField,
  TextField,
  useFocusFirstInvalid,
} from '@immodesk/ui-kit';
import { useFinanceOptions } from '../../finance-options/hooks/useFinanceOptions';
import { useContractDueItems } from '../hooks/useContractDueItems';
import { useSavePayment } from '../hooks/useSavePayment';
import {
  enteredCents,
  PAYMENT_NOTES_MAX,
  paymentFormValues,
  validatePaymentForm,
  type PaymentField,
  type PaymentFieldErrors,
  type PaymentFormValues,
} from '../utils/paymentForm';
import { paymentNote } from '../utils/paymentNote';
import { DueItemSummary } from './DueItemSummary';
import { PaymentNotePreview } from './PaymentNotePreview';

/**
 * SPEC §2's payment modal: register what was received against a due item (contract and period chosen, preset from
 * `params.contractId` and `params.period` when opened from an item), or correct an item's payment. Mounted by the
 * payments page, and by the shell for `openRemoteDialog('finance', 'register-payment', { contractId?, period? })`.
 */
export function PaymentDialog({ params, onClose }: RemoteDialogProps) {
  const { t } = useTranslation('finance');
  const today = toBrusselsDate(new Date().toISOString());
  const options = useFinanceOptions();
  const [values, setValues] = useState<PaymentFormValues>(() => paymentFormValues(null, today, params));
  const [errors, setErrors] = useState<PaymentFieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);
  const dueItems = useContractDueItems(values.contractId);
  const item = dueItems.data?.find((candidate) => candidate.period === values.period) ?? null;
  const existingId = item && item.paidCents > 0 ? item.id : null;
  const save = useSavePayment(onClose);
  const serverErrors = serverFieldErrors(save.error, { paidCents: 'amount' });

  // Once the chosen item is known, the form starts from it: its whole amount, or what was received so far.
  const itemKey = item ? `${item.id}:${item.paidCents}` : null;
  if (item && itemKey !== loadedFor) {
    setLoadedFor(itemKey);
    setValues(paymentFormValues(item, today));
  }

  const set = (field: PaymentField) => (value: string) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'contractId' ? { period: '' } : {}),
    }));
    setErrors((current) => ({
      ...current,
      [field]: undefined,
      ...(field === 'contractId' || field === 'period' ? { contractId: undefined, period: undefined } : {}),
    }));
  };
  const errorOf = (field: PaymentField) => {
    const key = errors[field];
    if (key) return t(`paymentForm.errors.${key}`);
    return serverErrors[field] ?? null;
  };
  const field = bindFields({ values, errorOf, onChange: (name, value) => set(name)(value) });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePaymentForm(values);
    setErrors(checked.errors ?? {});
    if (!checked.body) {
      setAttempt((count) => count + 1);
      return;
    }
    save.mutate({ body: checked.body, existingId });
  };

  const contractOptions = [{ value: '', label: t('paymentForm.chooseContract') }, ...options.contracts];
  if (values.contractId && !options.contracts.some((option) => option.value === values.contractId)) {
    contractOptions.push({ value: values.contractId, label: t('paymentForm.thisContract') });
  }
  const periodOptions = [
    { value: '', label: values.contractId ? t('paymentForm.choosePeriod') : t('paymentForm.contractFirst') },
    ...(dueItems.data ?? []).map((due) => ({
      value: due.period,
      label: t('paymentForm.periodOption', {
        period: formatRentPeriod(due.period),
        amount: formatCents(due.amountDueCents),
      }),
    })),
  ];
  const title = t(existingId ? 'paymentForm.editTitle' : 'paymentForm.registerTitle');

  return (
    <FormDialog
      title={title}
      description={t('paymentForm.description')}
      cancelLabel={t('paymentForm.cancel')}
      submitLabel={t(existingId ? 'paymentForm.save' : 'paymentForm.register')}
      isPending={save.isPending}
      formRef={formRef}
      formLabel={title}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <SelectField
        {...field.select('contractId')}
        label={t('paymentForm.fields.contract')}
        required
        options={contractOptions}
      />
      <SelectField
        {...field.select('period')}
        label={t('paymentForm.fields.period')}
        required
        options={periodOptions}
        disabled={!values.contractId || dueItems.isPending}
        hint={values.contractId && dueItems.data?.length === 0 ? t('paymentForm.noDueItems') : undefined}
      />
      {item ? <DueItemSummary item={item} /> : null}
      <div className={formGrid.row}>
        <TextField
          {...field.text('amount')}
          label={t('paymentForm.fields.amount')}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={t('paymentForm.hints.amount')}
        />
        <TextField
          {...field.text('paidAt')}
          label={t('paymentForm.fields.paidAt')}
          type="date"
          required
          max={today}
        />
      </div>
      {item ? (
        <PaymentNotePreview note={paymentNote(item.amountDueCents, enteredCents(values.amount))} />
      ) : null}
      <TextAreaField
        label={t('paymentForm.fields.notes')}
        name="notes"
        rows={3}
        maxLength={PAYMENT_NOTES_MAX}
        value={values.notes}
        error={errorOf('notes')}
        onChange={(event) => set('notes')(event.target.value)}
      />
    </FormDialog>
  );
}
