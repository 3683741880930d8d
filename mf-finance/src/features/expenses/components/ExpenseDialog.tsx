import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_DESCRIPTION_MAX,
  type TExpense,
} from '@immodesk/contracts/expenses/expense.contract';
import { serverFieldErrors, toastError, toastSuccess, toBrusselsDate } from '@immodesk/sdk';
import { bindFields, FormDialog, formGrid, SelectField, TextAreaField, TextField } from '@immodesk/ui-kit';
import { useContractorOptions, useDocumentOptions, usePropertyOptions } from '../hooks/useExpenseLinkOptions';
import { useSaveExpense } from '../hooks/useExpenseMutations';
import {
  expenseFormValues,
  expenseRequest,
  type ExpenseFormErrors,
  type ExpenseFormValues,
} from '../utils/expenseForm';
import styles from './ExpenseDialog.module.css';

const SERVER_FIELD_NAMES = { amountCents: 'amount' };

export type ExpenseDialogProps = {
  expense: TExpense | null;
  defaultPropertyId?: string;
  onClose: () => void;
};

/** Add or edit an expense: property, category, amount, date, contractor, a document of the property, recoverable flag. */
export function ExpenseDialog({ expense, defaultPropertyId, onClose }: ExpenseDialogProps) {
  const { t } = useTranslation('finance');
  const [values, setValues] = useState<ExpenseFormValues>(() =>
    expenseFormValues(expense, {
      propertyId: defaultPropertyId,
      today: toBrusselsDate(new Date().toISOString()),
    }),
  );
  const [errors, setErrors] = useState<ExpenseFormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const properties = usePropertyOptions();
  const contractors = useContractorOptions();
  const documents = useDocumentOptions(values.propertyId);
  const save = useSaveExpense(expense?.id ?? null);

  const set = <K extends keyof ExpenseFormValues>(field: K, value: ExpenseFormValues[K]) => {
    // A document belongs to a property: another property clears the link.
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'propertyId' && value !== current.propertyId ? { documentId: '' } : {}),
    }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerErrors((current) => ({ ...current, [field]: '' }));
  };
  const errorOf = (field: keyof ExpenseFormValues) =>
    serverErrors[field] || (errors[field] ? t(`expenses.form.errors.${errors[field]}`) : null);
  const field = bindFields({ values, errorOf, onChange: set });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = expenseRequest(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    save.mutate(result.body, {
      onSuccess: () => {
        toastSuccess(t(expense ? 'expenses.form.updated' : 'expenses.form.added'));
        onClose();
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error, SERVER_FIELD_NAMES);
        if (Object.keys(fieldErrors).length > 0) setServerErrors(fieldErrors);
        else toastError(error, t('expenses.form.saveFailed'));
      },
    });
  };

  const none = (label: string) => [{ value: '', label }];
  return (
    <FormDialog
      title={t(expense ? 'expenses.form.editTitle' : 'expenses.form.addTitle')}
      cancelLabel={t('expenses.form.cancel')}
      submitLabel={t(expense ? 'expenses.form.save' : 'expenses.form.add')}
      isPending={save.isPending}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <SelectField
        {...field.select('propertyId')}
        label={t('expenses.fields.property')}
        required
        options={[...none(t('expenses.form.chooseProperty')), ...properties.options]}
      />
      <SelectField
        {...field.select('category')}
        label={t('expenses.fields.category')}
        required
        options={[
          ...none(t('expenses.form.chooseCategory')),
          ...EXPENSE_CATEGORIES.map((category) => ({
            value: category,
            label: t(`expenses.categories.${category}`),
          })),
        ]}
      />
      <div className={formGrid.row}>
        <TextField
          {...field.text('amount')}
          label={t('expenses.fields.amount')}
          required
          inputMode="decimal"
          hint={t('expenses.form.amountHint')}
        />
        <TextField {...field.text('date')} label={t('expenses.fields.date')} required type="date" />
      </div>
      <SelectField
        {...field.select('contractorId')}
        label={t('expenses.fields.contractor')}
        options={[...none(t('expenses.form.noContractor')), ...contractors]}
      />
      <SelectField
        {...field.select('documentId')}
        label={t('expenses.fields.document')}
        options={[...none(t('expenses.form.noDocument')), ...documents]}
        hint={values.propertyId ? undefined : t('expenses.form.documentHint')}
        disabled={!values.propertyId}
      />
      <TextAreaField
        label={t('expenses.fields.description')}
        value={values.description}
        maxLength={EXPENSE_DESCRIPTION_MAX}
        onChange={(event) => set('description', event.target.value)}
        error={errorOf('description')}
      />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={values.recoverable}
          onChange={(event) => set('recoverable', event.target.checked)}
        />
        <span>
          {t('expenses.fields.recoverable')}
          <span className={styles.hint}>{t('expenses.form.recoverableHint')}</span>
        </span>
      </label>
    </FormDialog>
  );
}
