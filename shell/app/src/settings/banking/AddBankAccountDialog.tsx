import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCreateBankAccountRequest } from '@immodesk/contracts/banking/bankAccounts.contract';
import { serverFieldErrors } from '@immodesk/sdk';
import {
  Button,
  ChoiceField,
  Dialog,
  formGrid,
  layout,
  TextField,
  useFocusFirstInvalid,
} from '@immodesk/ui-kit';
import { belgianBankName } from './belgianBankName';
import { ibanFeedback } from './ibanFeedback';
import { useAddBankAccount } from './useAddBankAccount';
import styles from './BankingSection.module.css';

type Field = 'iban' | 'bic' | 'bankName' | 'accountHolder';
type FieldErrors = Partial<Record<Field, string>>;

const MESSAGE_KEYS: Record<Field, string> = {
  iban: 'banking.form.errors.iban',
  bic: 'banking.form.errors.bic',
  bankName: 'banking.form.errors.bankName',
  accountHolder: 'banking.form.errors.accountHolder',
};

export type AddBankAccountDialogProps = {
  /** The first account is always the primary one: the choice is offered from the second on. */
  hasAccounts: boolean;
  onClose: () => void;
};

/**
 * SPEC §3/§5 bank account: IBAN, bank name and account holder required, BIC optional. The IBAN is checked while it
 * is typed; a Belgian one fills in its bank's name, which stays editable.
 */
export function AddBankAccountDialog({ hasAccounts, onClose }: AddBankAccountDialogProps) {
  const { t } = useTranslation();
  const add = useAddBankAccount();
  const formRef = useRef<HTMLFormElement>(null);
  const [iban, setIban] = useState('');
  const [isIbanLeft, setIsIbanLeft] = useState(false);
  const [bankName, setBankName] = useState('');
  const [prefilledBankName, setPrefilledBankName] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusedAttempts, setRefusedAttempts] = useState(0);
  useFocusFirstInvalid(formRef, refusedAttempts);
  const feedback = ibanFeedback(iban, isIbanLeft);

  const handleIbanChange = (value: string) => {
    setIban(value);
    setErrors((current) => ({ ...current, iban: undefined }));
    const bank = belgianBankName(value);
    // Fill the name in only while the landlord has not typed one of their own.
    if (bank && (bankName === '' || bankName === prefilledBankName)) {
      setBankName(bank);
      setPrefilledBankName(bank);
    }
  };

  const showErrors = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    setRefusedAttempts((attempts) => attempts + 1);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ZCreateBankAccountRequest.safeParse({
      iban,
      bic: String(form.get('bic') ?? ''),
      bankName,
      accountHolder: String(form.get('accountHolder') ?? ''),
      isPrimary: form.has('isPrimary'),
    });
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (field in MESSAGE_KEYS) fieldErrors[field] ??= t(MESSAGE_KEYS[field]);
      }
      setIsIbanLeft(true);
      showErrors(fieldErrors);
      return;
    }
    add.mutate(parsed.data, { onSuccess: onClose, onError: (error) => showErrors(serverFieldErrors(error)) });
  };

  const ibanError = errors.iban ?? (feedback === 'invalid' ? t('banking.form.errors.iban') : null);
  return (
    <Dialog
      isOpen
      title={t('banking.form.title')}
      description={t('banking.form.description')}
      onClose={() => (add.isPending ? undefined : onClose())}
    >
      <form ref={formRef} className={layout.wideStack} onSubmit={handleSubmit} noValidate>
        <TextField
          name="iban"
          label={t('banking.form.iban')}
          hint={feedback === 'valid' ? t('banking.form.ibanValid') : t('banking.form.ibanHint')}
          value={iban}
          onChange={(event) => handleIbanChange(event.target.value)}
          onBlur={() => setIsIbanLeft(true)}
          autoComplete="off"
          spellCheck={false}
          required
          data-autofocus
          error={ibanError}
        />
        <TextField
          name="bic"
          label={t('banking.form.bic')}
          hint={t('banking.form.bicHint')}
          autoComplete="off"
          spellCheck={false}
          error={errors.bic}
        />
        <TextField
          name="bankName"
          label={t('banking.form.bankName')}
          value={bankName}
          onChange={(event) => {
            setBankName(event.target.value);
            setErrors((current) => ({ ...current, bankName: undefined }));
          }}
          maxLength={100}
          required
          error={errors.bankName}
        />
        <TextField
          name="accountHolder"
          label={t('banking.form.accountHolder')}
          hint={t('banking.form.accountHolderHint')}
          autoComplete="name"
          maxLength={70}
          required
          error={errors.accountHolder}
        />
        {hasAccounts ? (
          <ChoiceField type="checkbox" name="isPrimary" label={t('banking.form.makePrimary')} />
        ) : (
          <p className={styles.hint}>{t('banking.form.firstIsPrimary')}</p>
        )}
        <div className={formGrid.actions}>
          <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
            {t('banking.form.cancel')}
          </Button>
          <Button type="submit" isLoading={add.isPending}>
            {t('banking.form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
