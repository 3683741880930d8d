import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import type { TBankStatementLine } from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import { formatCents, formatRentPeriod } from '@immodesk/sdk';
import { Button, FormDialog, SelectField, TextField, useFocusFirstInvalid } from '@immodesk/ui-kit';
import { useFinanceOptions } from '../../finance-options/hooks/useFinanceOptions';
import { useContractDueItems } from '../../payment-form/hooks/useContractDueItems';
import { useAssignLine } from '../hooks/useAssignLine';
import {
  assignedCents,
  firstAssignRow,
  openDueItems,
  validateAssignment,
  type AssignErrors,
  type AssignRow,
} from '../utils/assignForm';
import styles from './BankStatementsPage.module.css';

export type AssignLineDialogProps = { line: TBankStatementLine; onClose: () => void };

const NO_ERRORS: AssignErrors = { rows: [], total: null };

/**
 * Assigns a waiting bank line by hand: choose the contract, then the due item(s) it pays; one transfer may be split
 * over several items as long as the parts add up to the line.
 */
export function AssignLineDialog({ line, onClose }: AssignLineDialogProps) {
  const { t } = useTranslation('finance');
  const options = useFinanceOptions();
  // A matched line is reassigned: its match is undone, then it is assigned as chosen here.
  const reassign = line.status === 'matched';
  const [contractId, setContractId] = useState(
    (reassign ? line.allocations[0]?.contractId : line.candidates[0]?.contractId) ?? '',
  );
  const [rows, setRows] = useState<AssignRow[]>([]);
  const [rowsFor, setRowsFor] = useState('');
  const [errors, setErrors] = useState<AssignErrors>(NO_ERRORS);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);
  const dueItems = useContractDueItems(contractId);
  const open = openDueItems(dueItems.data ?? []);
  const assign = useAssignLine(onClose);

  // A newly chosen contract starts with the whole line on its oldest open item.
  if (contractId && dueItems.data && rowsFor !== contractId) {
    setRowsFor(contractId);
    setRows([firstAssignRow(dueItems.data, line.amountCents)]);
    setErrors(NO_ERRORS);
  }

  const itemOptions = [
    { value: '', label: t('bankStatements.assign.chooseItem') },
    ...open.map((item) => ({
      value: item.id,
      label: t('bankStatements.assign.itemOption', {
        period: formatRentPeriod(item.period),
        outstanding: formatCents(item.amountDueCents - item.paidCents),
      }),
    })),
  ];
  const setRow = (index: number, change: Partial<AssignRow>) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));
    setErrors(NO_ERRORS);
  };
  const errorText = (key: string | undefined) =>
    key ? t(`bankStatements.assign.errors.${key}`, { amount: formatCents(line.amountCents) }) : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!contractId) {
      setErrors({ rows: [], total: 'contractRequired' });
      setAttempt((count) => count + 1);
      return;
    }
    const checked = validateAssignment(line.amountCents, rows);
    if (!checked.body) {
      setErrors(checked.errors);
      setAttempt((count) => count + 1);
      return;
    }
    assign.mutate({ lineId: line.id, allocations: checked.body.allocations, reassign });
  };

  return (
    <FormDialog
      title={t(reassign ? 'bankStatements.assign.reassignTitle' : 'bankStatements.assign.title')}
      description={t('bankStatements.assign.description', {
        amount: formatCents(line.amountCents),
        name: line.counterpartyName ?? line.counterpartyIban ?? '—',
      })}
      cancelLabel={t('paymentForm.cancel')}
      submitLabel={t(reassign ? 'bankStatements.assign.reassignSubmit' : 'bankStatements.assign.submit')}
      isPending={assign.isPending}
      formRef={formRef}
      formLabel={t(reassign ? 'bankStatements.assign.reassignTitle' : 'bankStatements.assign.title')}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <SelectField
        label={t('bankStatements.assign.contract')}
        name="contractId"
        required
        value={contractId}
        options={[{ value: '', label: t('paymentForm.chooseContract') }, ...options.contracts]}
        error={errors.total === 'contractRequired' ? errorText('contractRequired') : null}
        onValueChange={(value) => {
          setContractId(value);
          setRowsFor('');
          setRows([]);
          setErrors(NO_ERRORS);
        }}
      />
      {contractId && dueItems.data && open.length === 0 ? (
        <p role="status">{t('bankStatements.assign.nothingOpen')}</p>
      ) : null}
      {rows.map((row, index) => (
        <fieldset key={index} className={styles.split}>
          <legend>{t('bankStatements.assign.part', { number: index + 1 })}</legend>
          <SelectField
            label={t('bankStatements.assign.item')}
            required
            value={row.rentPaymentId}
            options={itemOptions}
            error={errorText(errors.rows[index]?.rentPaymentId)}
            onValueChange={(value) => setRow(index, { rentPaymentId: value })}
          />
          <TextField
            label={t('bankStatements.assign.amount')}
            required
            inputMode="decimal"
            autoComplete="off"
            value={row.amount}
            error={errorText(errors.rows[index]?.amount)}
            onChange={(event) => setRow(index, { amount: event.target.value })}
          />
          {rows.length > 1 ? (
            <Button
              size="small"
              variant="ghost"
              onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
            >
              <X size={14} aria-hidden="true" />
              {t('bankStatements.assign.removePart', { number: index + 1 })}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {rows.length > 0 && rows.length < open.length ? (
        <Button
          size="small"
          variant="secondary"
          onClick={() => setRows((current) => [...current, { rentPaymentId: '', amount: '' }])}
        >
          <Plus size={14} aria-hidden="true" />
          {t('bankStatements.assign.addPart')}
        </Button>
      ) : null}
      {rows.length > 0 ? (
        <p className={styles.muted} role="status">
          {t('bankStatements.assign.total', {
            assigned: formatCents(assignedCents(rows)),
            amount: formatCents(line.amountCents),
          })}
        </p>
      ) : null}
      {errors.total && errors.total !== 'contractRequired' ? (
        <p className={styles.error} role="alert">
          {errorText(errors.total)}
        </p>
      ) : null}
    </FormDialog>
  );
}
